/**
 * The element of a page painted ahead that holds the announcements of the app's scripts: the server
 * puts them there (packages/server/src/http/page-html.ts) and src/app/boot.ts adds them to the page
 * after its first paint, so that no script download competes with what that paint needs.
 */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

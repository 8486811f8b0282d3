/**
 * The element of a page painted ahead that holds the announcements of the app's scripts: the server
 * puts them there (packages/server/src/http/page-html.ts) and src/app/boot.ts adds them to the page
 * after its first paint, so that no script download competes with what that paint needs.
 */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

/**
 * The element of a page painted with its data (`application/json`, never run): the answers of the
 * page's first API calls, which the server rendered the page with; the app starts from them
 * (src/app/page-data.ts) so that its first render is the same page.
 */
export const PAGE_DATA_ID = 'page-data';

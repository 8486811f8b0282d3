import '../styles/global.css';
import '../styles/keyboard.css';
import { APP_SCRIPTS_TEMPLATE_ID } from './first-paint-ids.ts';

/** Resolves once the browser has painted the next frame. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/*
 * The page's entry. Where the server sent the page painted ahead (app/prerender.tsx), its scripts
 * are announced only once the browser has painted it (on a slow link they would otherwise share
 * the bandwidth with the styles that paint needs), and the app starts then. A page opened in a
 * hidden tab paints nothing: it starts at once.
 */
const appScripts = document.getElementById(APP_SCRIPTS_TEMPLATE_ID);
if (appScripts instanceof HTMLTemplateElement) {
  if (document.getElementById('root')?.hasChildNodes() && document.visibilityState === 'visible') {
    await afterNextPaint();
  }
  document.head.append(appScripts.content);
}
await import('./main.tsx');

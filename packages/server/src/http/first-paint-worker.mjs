// Renders the pages painted with their data (first-paint-renderer.ts) with the web build's
// server-side bundle. One thread per device: the app decides the device once, from the user agent,
// as its modules load (as packages/web/build/first-paint.mjs does at build time).
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { bundle, userAgent } = workerData;
// React's production build, as the browser runs it.
process.env.NODE_ENV = 'production';
Object.defineProperty(globalThis, 'navigator', { value: { userAgent, language: 'en' }, configurable: true });
const { renderFirstPaint, firstPaintPages } = await import(pathToFileURL(bundle).href);
const pages = new Map(firstPaintPages().map((page) => [page.path, page]));

// One render at a time: the app's language is one setting of the thread, which a render sets.
let queue = Promise.resolve();
parentPort.on('message', ({ id, path, language, data }) => {
  queue = queue.then(async () => {
    try {
      const page = pages.get(path);
      if (!page) throw new Error(`${path} is not painted ahead`);
      const { html } = await renderFirstPaint(page, language, data);
      parentPort.postMessage({ id, html });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});

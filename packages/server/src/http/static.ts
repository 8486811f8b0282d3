import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BACKOFFICE_API } from '@tp/contract';
import { FirstPaintRenderer } from './first-paint-renderer.ts';
import { PageHtmlCache } from './page-html.ts';
import { PaintedPages } from './painted-pages.ts';

/** Paths that belong to the server, never to the web app's router. */
const SERVER_PREFIXES = ['/swx/', '/docs', '/websocket/', '/api/auth/', '/healthz'];
/** The operators' back office: its own page (backoffice.html) for every path under it but its API. */
const BACKOFFICE_PAGES = '/backoffice';

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Content-hashed build output: a new build gets new names, so a copy never goes stale. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The pages and unhashed files: kept, but revalidated (ETag/Last-Modified) on every use. */
const REVALIDATED_CACHE = 'no-cache';

/**
 * Serves the built web app: hashed assets with long caching, and the app's page (index.html with
 * what the route needs first announced, see page-html.ts) for every other GET (history-mode
 * routes such as /market or /api/loginCallback/google); under /backoffice,
 * backoffice.html instead, except /backoffice/api whose unknown paths get the 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const backofficeFile = path.join(distDir, 'backoffice.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): run npm run build`);
  }
  const pages = fs.existsSync(indexFile) ? new PageHtmlCache(distDir) : null;
  const painted = pages && paintedPages(app, pages);
  await app.register(fastifyStatic, {
    root: distDir,
    // `/` is a route of the app like any other: its page is built below, not sent as a file.
    index: false,
    // The build writes a .br and a .gz beside each text file; the one the browser accepts is sent.
    preCompressed: true,
    // Left on, the file sender's own `max-age=0` would replace the header set below.
    cacheControl: false,
    // The build's own files (its manifest, the bundle that renders pages with data) are not the web's.
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? HASHED_ASSET_CACHE : REVALIDATED_CACHE);
      // The same path travels as brotli, gzip or plain: a shared cache must key on the encoding.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pageAt = [request.url.split('?')[0] ?? '/', request.headers.cookie, request.headers['user-agent']] as const;
    const page = painted ? await painted.pageFor(...pageAt) : pages?.pageFor(...pageAt);
    if (!page) return reply.status(404).send({ code: 404, msg: 'Not found.', result: null });
    reply
      .header('cache-control', REVALIDATED_CACHE)
      .header('etag', page.etag)
      // The page differs by the language cookie and the device; and it is compressed by Accept-Encoding.
      .header('vary', 'accept-encoding, cookie, user-agent');
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
  // The file sender refuses a directory (403) to a browser that accepts no compressed file.
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some((p) => pathname.startsWith(p)) || isUnder(pathname, BACKOFFICE_API);
    const isPage = request.method === 'GET' && !isServerPath && !path.extname(pathname);
    if (isPage && isUnder(pathname, BACKOFFICE_PAGES)) {
      if (fs.existsSync(backofficeFile)) {
        return reply.sendFile('backoffice.html');
      }
    } else if (isPage) {
      return sendPage(request, reply);
    }
    return reply.status(404).send({ code: 404, msg: 'Not found.', result: null });
  });
}

/** The pages painted with data, rendered by the web build's bundle with this server's own answers. */
function paintedPages(app: FastifyInstance, pages: PageHtmlCache): PaintedPages | null {
  const bundle = pages.rendererBundle();
  if (!bundle || !fs.existsSync(bundle)) return null;
  const renderer = new FirstPaintRenderer(bundle);
  app.addHook('onClose', () => renderer.close());
  return new PaintedPages({
    pages,
    renderer,
    // As a visitor's browser asks: no session, the envelope's result for code 200.
    fetchResult: async (url) => {
      const answer = await app.inject({ method: 'GET', url });
      const envelope = answer.json<{ code: number; result: unknown }>();
      if (answer.statusCode !== 200 || envelope.code !== 200) {
        throw new Error(`GET ${url} answered ${answer.statusCode}, code ${envelope.code}`);
      }
      return envelope.result;
    },
    onError: (error) => app.log.warn({ err: error }, 'a page painted with data fell back to its loading state'),
  });
}

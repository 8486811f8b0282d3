import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the server, never to the web app's router. */
const SERVER_PREFIXES = ['/swx/', '/docs', '/websocket/', '/api/auth/', '/healthz'];

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other
 * GET (history-mode routes such as /market or /api/loginCallback/google).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): run npm run build`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: ['index.html'],
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' && !SERVER_PREFIXES.some((p) => pathname.startsWith(p)) && !path.extname(pathname);
    if (isPage && fs.existsSync(indexFile)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 404, msg: 'Not found.', result: null });
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** HSTS: a year, subdomains included, and only where the site is served over https. */
const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true };

/**
 * Security headers: the pages load only this origin's scripts and are never framed (the CSP's
 * frame-ancestors 'none', and X-Frame-Options DENY for browsers without it). HSTS is sent only
 * when PUBLIC_URL is https: over plain HTTP it means nothing, and a site moved to https later
 * should say so itself. Helmet's middleware is built once here: the Fastify wrapper built it
 * again on every request, re-parsing the policy, about 3 % of the server's CPU on the order path.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  inlineScriptHashes: readonly string[] = [],
): void {
  const https = publicUrl.startsWith('https:');
  const setHeaders = helmet({
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https ? HSTS : false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The page's one inline script is allowed by its hash (see page-html.ts), not by 'unsafe-inline'.
        scriptSrc: ["'self'", ...inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}

/** Answers smaller than this go out as they are: a small order answer gains nothing from compressing. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli at a level fast enough per request (11 is for the build's precompressed files). */
const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Compresses dynamic answers above the threshold (instrument lists, candles, records, the catalogue)
 * by the browser's Accept-Encoding, brotli first. The built files are precompressed and sent as they
 * are. Registered before the routes: the plugin hooks the routes declared after it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
}

/**
 * The onSend hook of the scopes whose answers carry a customer's or an operator's data (their
 * session, account, orders, records; the sign-in answers): no browser or proxy keeps a copy. An
 * answer that set its own Cache-Control (the CSV export, the proof images) keeps it. Public
 * market data and content are not in these scopes and may be cached.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
}

/** The OpenAPI document generated from the routes' schemas, and its reader at /docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trade Platform API',
        version: '1.0.0',
        description: 'The customer API. Every /swx response is an envelope { code, msg, result }.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

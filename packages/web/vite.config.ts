import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { pagePreloads } from './build/page-preloads.ts';

/**
 * The libraries every page needs at start-up travel as one chunk: one request, one gzip stream.
 * Parts of them only some pages use (several queries at once) stay with those pages.
 */
const STARTUP_LIBRARIES =
  /^(?!.*[\\/](useQueries|queriesObserver)\.).*node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|cookie|set-cookie-parser)[\\/]/;

/**
 * Small shared modules of the app itself that the frame and every page use. The upload and the
 * download wait for the wallet's pages that use them.
 */
const STARTUP_APP_MODULES =
  /src[\\/](lib[\\/](?!decimal|format|useNow|useDebounced)|api[\\/](?!upload|download)|i18n[\\/](index|languages)|config[\\/]paths|ui[\\/](Icon|Logo|Button|toast|PageState|LanguagePicker|Modal|ModeSwitch))/;

/**
 * What start-up loads before the first paint besides: both devices' frames (the page announces
 * both anyway) and the two queries start-up warms. Over HTTP/1.1 each file is a round trip on one
 * of six connections, so a few KB more in one file beat five files.
 */
const STARTUP_FIRST_PAINT_MODULES =
  /src[\\/](app[\\/]shell[\\/]|features[\\/](account[\\/]api[\\/]user-info|content[\\/]api[\\/]list-contents)\.)/;

/**
 * The small building blocks many pages share (fields, choices, numbers, pager, dialogs, the
 * language and formatting helpers): one chunk rather than a file of 1 to 2 KB each, since each
 * file a page needs first costs a round trip on one of HTTP/1.1's six connections. The QR code
 * and the sparkline stay with the few pages that draw them.
 */
const SHARED_PAGE_MODULES =
  /src[\\/](ui[\\/](?!QrCode|qr[-.]|Sparkline)|lib[\\/](format|useNow|useDebounced)|i18n[\\/]useLanguage)/;

/** The contract's endpoint descriptors (`@tp/contract/endpoints`). */
const ENDPOINT_DESCRIPTORS = /contract[\\/]src[\\/]endpoints?[\\/.]/;

/**
 * Every text asset also goes out precompressed at the highest levels, once, at build time (the server
 * picks `.br` or `.gz` by Accept-Encoding): brotli 11 is too slow to run per request.
 */
const precompressed = compression({
  include: /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/,
  threshold: 512,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  logLevel: 'silent',
});

/**
 * What start-up imports dynamically: the app itself (src/app/boot.ts starts it after the first
 * paint of a page the server painted ahead) and the frame of each device (src/app/startup.ts).
 * Announced in the page itself, with all they import, they download beside the entry instead of
 * after it has run: one round trip less before the first paint, for a few KB of the other device's
 * frame. (The language's catalogue and the route's page are announced by the server, which knows
 * them: see build/page-preloads.ts.)
 */
const STARTUP_DYNAMIC_MODULES = [/src\/app\/main\.tsx$/, /src\/app\/shell\/(desktop|mobile)\.tsx$/];

function preloadStartupModules(): Plugin {
  return {
    name: 'preload-startup-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (!bundle || !filename.endsWith('index.html')) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const starts = chunks.filter((chunk) =>
          STARTUP_DYNAMIC_MODULES.some((re) => re.test(chunk.facadeModuleId ?? '')),
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = byFile.get(file);
          if (files.has(file) || !chunk) return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        starts.forEach((chunk) => {
          add(chunk.fileName);
        });
        // The entry's own imports are announced already.
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The server-side bundle of src/app/prerender.tsx, which build/first-paint.mjs runs to render the
 * first paint of the visitors' pages: the app's modules for Node, without the browser build's
 * chunking, preloads and compression.
 */
const firstPaintBuild = defineConfig({
  plugins: [react()],
  build: { target: 'node20', emptyOutDir: true, rollupOptions: { output: { entryFileNames: '[name].js' } } },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? firstPaintBuild
    : {
        plugins: [react(), preloadStartupModules(), pagePreloads(import.meta.dirname), precompressed],
        build: {
          target: 'es2022',
          // Every browser the app supports preloads modules itself: no polyfill, one file less at start-up.
          modulePreload: { polyfill: false },
          manifest: true,
          rollupOptions: {
            // The contract's endpoint descriptors are plain data: a module of them that no page uses is
            // left out of that page's graph, so that the customer app never carries the back office's paths.
            treeshake: { moduleSideEffects: (id: string) => !ENDPOINT_DESCRIPTORS.test(id) },
            input: {
              index: resolve(import.meta.dirname, 'index.html'),
              service: resolve(import.meta.dirname, 'service.html'),
              // The operators' back office (src/backoffice): its own entry, so customers never download it.
              backoffice: resolve(import.meta.dirname, 'backoffice.html'),
            },
            output: {
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: STARTUP_LIBRARIES },
                  // The support page shares only these constants with the app: it must not pull the app in.
                  { name: 'constants', test: /contract[\\/]src[\\/]constants/ },
                  // Vite's helper behind every lazy import: alone, so that the support page's lazy chat does not pull the app in.
                  { name: 'preload', test: /vite\/preload-helper/, priority: 2 },
                  // The HTTP client the back office shares with the app: a chunk of its own, so that the back
                  // office loads it without the app's start-up modules.
                  { name: 'http', test: /src[\\/]api[\\/]http\./, priority: 1 },
                  // The customer's descriptors in one chunk; the back office's stay with the back office.
                  { name: 'endpoints', test: /contract[\\/]src[\\/](endpoint\.|endpoints[\\/](?!backoffice|index))/ },
                  {
                    name: 'app',
                    test: (id: string) => STARTUP_APP_MODULES.test(id) || STARTUP_FIRST_PAINT_MODULES.test(id),
                  },
                  { name: 'ui', test: SHARED_PAGE_MODULES },
                ],
              },
            },
          },
        },
        server: {
          proxy: {
            '/swx': 'http://localhost:8080',
            '/api/auth': 'http://localhost:8080',
            '/websocket': { target: 'ws://localhost:8080', ws: true },
          },
        },
      },
);

import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

/** The contract's endpoint descriptors (`@tp/contract/endpoints`). */
const ENDPOINT_DESCRIPTORS = /contract[\\/]src[\\/]endpoints?[\\/.]/;

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
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
            // The HTTP client the back office shares with the app: a chunk of its own, so that the back
            // office loads it without the app's start-up modules.
            { name: 'http', test: /src[\\/]api[\\/]http\./, priority: 1 },
            // The customer's descriptors in one chunk; the back office's stay with the back office.
            { name: 'endpoints', test: /contract[\\/]src[\\/](endpoint\.|endpoints[\\/](?!backoffice|index))/ },
            { name: 'app', test: STARTUP_APP_MODULES },
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
});

import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The libraries every page needs at start-up travel as one chunk: one request, one gzip stream.
 * Parts of them only some pages use (several queries at once) stay with those pages.
 */
const STARTUP_LIBRARIES =
  /^(?!.*[\\/](useQueries|queriesObserver)\.).*node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|cookie|set-cookie-parser)[\\/]/;

/** Small shared modules of the app itself that the frame and every page use. */
const STARTUP_APP_MODULES =
  /src[\\/](lib[\\/](?!decimal|format|useNow|useDebounced)|api|i18n[\\/](index|languages)|app[\\/]paths|ui[\\/](Icon|Logo|Button|toast|PageState|LanguagePicker|Modal|ModeSwitch))/;

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    manifest: true,
    rollupOptions: {
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

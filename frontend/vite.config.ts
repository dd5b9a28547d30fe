import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The backend (NestJS, port 3000) serves /api and /metrics; in development Vite proxies them so
// the SPA and the API share one origin, which the session cookie and CSRF token rely on.
const backend = 'http://localhost:3000';

const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  // The footer's copyright year (config/site.ts), fixed when the site is built, so the
  // prerendered HTML and the app never disagree about it.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package exports only its development build (warnings included); a
      // production bundle takes the production build: 0.5 KB gzip less on every first load.
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: join(reactRouterDir, 'dist/production/index.mjs'),
            },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/metrics': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the site supports has <link rel=modulepreload>: skip the polyfill's bytes.
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: {
      input: {
        // The app (every route, rendered in the browser): served as dist/app.html.
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        // The static marketing pages' shell (no script: scripts/prerender.mjs fills it with each
        // page's HTML and inlines scripts/site-boot.mjs).
        site: fileURLToPath(new URL('./site.html', import.meta.url)),
        // Their behaviour, which the boot script loads after the first paint (its file name reaches the
        // page through the manifest: scripts/prerender.mjs).
        'site-main': fileURLToPath(new URL('./src/site-main.ts', import.meta.url)),
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Files share their worker's modules (React, Radix, the app's screens) instead of loading
    // them again for each of the 70-odd files: about 70 % less CPU time, which matters beside
    // make test's backend suites on two cores. So no test mocks a module (vi.mock would miss
    // one another file already loaded); tests stub fetch and reset shared state
    // (src/testing/setup-tests.ts) instead.
    isolate: false,
    // make test runs this beside the backend suites on two cores: a slow machine is not a failure.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const { version } = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string };

/** The api answers these paths; in `vite dev` they go to the api on port 3000, in embedded mode it is the same origin. */
const apiTarget = process.env.PROFYLE_API_URL ?? 'http://127.0.0.1:3000';
const proxy = Object.fromEntries(
  ['/v1', '/v2', '/health', '/dev'].map((path) => [
    path,
    {
      target: apiTarget,
      changeOrigin: true,
      // A browser opening /dev/mailbox wants the page; the page's own fetch wants the api's JSON.
      bypass: (request: { headers: { accept?: string } }) => (request.headers.accept?.includes('text/html') ? '/index.html' : undefined),
    },
  ]),
);
// The public Profyle pages and the editor's preview are HTML the api renders itself.
for (const path of ['/c/', '/profyle-preview/']) proxy[path] = { target: apiTarget, changeOrigin: true, bypass: () => undefined };

// A production build bundles React's production code even when started from a test run (NODE_ENV=test).
if (process.argv.includes('build') && process.env.NODE_ENV !== 'production') process.env.NODE_ENV = 'production';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react', babel: { plugins: [] } })],
  resolve: {
    alias: {
      '@profyle/contracts': here('../../libs/contracts/src'),
      '@profyle/domain': here('../../libs/domain/src'),
    },
  },
  define: { __PORTAL_VERSION__: JSON.stringify(version) },
  // The api fills in each answer's Content-Security-Policy nonce (apps/api/src/web/serve-web-app.ts).
  html: { cspNonce: '__PROFYLE_CSP_NONCE__' },
  server: { port: 5173, host: '127.0.0.1', proxy },
  preview: { port: 4173, host: '127.0.0.1', proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // zod's published code carries /*#__PURE__*/ comments where Rollup cannot use them; Rollup drops them
      // harmlessly, and the warnings would bury the start-up instructions of `npm start`.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ mode }) => ({
  // Brotli and gzip copies of the build, served by the API as the client accepts (apps/api/src/static.ts).
  plugins: [react(), precompress()],
  // zod without eval, set before any schema is built (src/lib/zod-jitless.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: { '/api': apiTarget, '/trpc': apiTarget },
  },
  // Source maps carry the whole web app's source with its comments: only a development build
  // (WEB_BUILD_MODE=development) writes them, so a production build has none to leak.
  build: { target: 'es2022', sourcemap: mode === 'development' },
}));

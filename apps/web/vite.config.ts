import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  // Brotli and gzip copies of the build, served by the API as the client accepts (apps/api/src/static.ts).
  plugins: [react(), precompress()],
  server: {
    proxy: { '/api': apiTarget, '/trpc': apiTarget },
  },
  build: { target: 'es2022', sourcemap: true },
});

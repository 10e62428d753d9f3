import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': apiTarget, '/trpc': apiTarget },
  },
  build: { target: 'es2022', sourcemap: true },
});

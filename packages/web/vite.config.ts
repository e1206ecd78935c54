import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// `npm run dev -w @rankscope/web`: hot reload on :5173, the API proxied to the server on :8080.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': { target: process.env.RANKSCOPE_API ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    // The route chunks and vendor code are measured in bench/README.md (initial JS ≤ 150 KB gzipped).
    reportCompressedSize: true,
    sourcemap: false,
  },
});

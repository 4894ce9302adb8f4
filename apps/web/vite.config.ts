import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { pwa } from './pwa/pwa-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The manifest, icons and service worker of the installable app (a build step).
    pwa(),
    // Text assets are compressed once, here, at the highest levels; the server sends the file
    // that matches the browser's Accept-Encoding (brotli, gzip, or the original).
    compression({
      include: /\.(html|css|js|mjs|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': apiTarget, '/healthz': apiTarget } },
  // No source maps in the build: the production site must not publish its sources.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // One jsdom per worker, not per file: setting up the environment took most of the time
    // (112 s -> 25 s); each test renders into a fresh tree and the setup file cleans up.
    isolate: false,
  },
});

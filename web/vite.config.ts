// Vite config for the browser playground: `vite web` serves it, `vite build web` writes
// web/dist. The app imports the library straight from ../src, so the dev server may read
// the whole project.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  server: { port: 5173, fs: { allow: [projectRoot] } },
  preview: { port: 5173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
  worker: { format: 'es' },
});

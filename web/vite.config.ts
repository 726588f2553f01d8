// Vite config for the browser playground: `vite web` serves it, `vite build web` writes
// web/dist. The app imports the library straight from ../src, so the dev server may read
// the whole project.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const serviceWorker = fileURLToPath(new URL('src/service-worker.ts', import.meta.url));

/**
 * Builds web/src/service-worker.ts as sw.js and writes into it the list of every file of
 * the build (chunks, workers, data chunks, CSS, public files), which it precaches.
 */
function precache(): Plugin {
  return {
    name: 'puzzlegraph-precache',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: serviceWorker, fileName: 'sw.js' });
    },
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (name) => name !== 'sw.js' && !name.endsWith('.map'),
      );
      const list = JSON.stringify(['./', ...files, 'manifest.webmanifest', 'icon.svg']);
      const chunk = bundle['sw.js'];
      if (chunk?.type !== 'chunk') throw new Error('precache: sw.js was not built');
      const replaced = chunk.code.replace(/(["'`])__PRECACHE_MANIFEST__\1/g, list);
      if (replaced === chunk.code) throw new Error('precache: no file list placeholder in sw.js');
      chunk.code = replaced;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  server: { port: 5173, fs: { allow: [projectRoot] } },
  preview: { port: 5173 },
  plugins: [precache()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
  worker: { format: 'es' },
});

/**
 * Offline use: the service worker (web/src/service-worker.ts) is registered in the built
 * playground only; `vite web` serves fresh files on every change and needs none. (The dev
 * server is told by `import.meta.hot`: `import.meta.env.PROD` also depends on NODE_ENV,
 * which test runners set.)
 */
export function registerServiceWorker(): void {
  if (import.meta.hot || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js', { type: 'module', scope: './' }).catch(() => {
      // Without a service worker the playground still works online: nothing to tell.
    });
  });
}

/** The sentence for a data chunk (word list, level collection) that did not arrive. */
export function couldNotLoad(what: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    navigator.onLine === false || /fetch|import|load/i.test(reason)
      ? `could not load ${what}: offline?`
      : `could not load ${what}: ${reason}`,
  );
}

/** The module of the worker's solving threads (solving-thread.ts). */
export function solvingThreadFile(): string {
  // From source the thread is TypeScript and needs tsx's loader; built, it is plain JS.
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './solving-thread-dev.mjs' : './solving-thread.js', import.meta.url)
    .href;
}

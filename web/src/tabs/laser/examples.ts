/** The laser tab's example puzzles: the files of examples/laser, by name, and the one shown first. */
const files = import.meta.glob<string>('../../../../examples/laser/*.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The example puzzles of examples/laser, by file name. */
export const BUILT_IN: Record<string, string> = Object.fromEntries(
  Object.entries(files).map(([path, text]) => [path.replace(/^.*\/|\.txt$/g, ''), text]),
);

export const FIRST = 'two-targets' in BUILT_IN ? 'two-targets' : Object.keys(BUILT_IN).sort()[0];

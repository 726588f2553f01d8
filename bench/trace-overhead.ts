/**
 * The cost of the tracing hooks when no tracer is given, counted in machine instructions
 * rather than seconds (timings on a shared machine vary by ±10%, more than the effect).
 * Runs one variant of BFS and Dijkstra — the shipped code, a build with every tracer call
 * stripped out, or neither (the set-up alone) — `--runs` times on a grid; the parent mode
 * runs each variant under `valgrind --tool=callgrind` and compares the instruction counts
 * after subtracting the set-up.
 *
 *   npx tsx bench/trace-overhead.ts [--size 200] [--runs 5]
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bfs, dijkstra, type SearchResult } from '../src/search/index.js';
import { importUntraced } from './untraced-build.js';

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

const size = Number(argument('--size', '200'));
const runs = Number(argument('--runs', '5'));
const variant = argument('--variant', '');

type Search = (
  start: number,
  successors: unknown,
  goal: number,
  options: object,
) => SearchResult<number>;

async function runVariant(name: string): Promise<void> {
  const nodeCount = size * size;
  const neighbors: number[][] = [];
  const weighted: { node: number; cost: number }[][] = [];
  for (let i = 0; i < nodeCount; i++) {
    const x = i % size;
    const y = (i - x) / size;
    const list = [
      y > 0 ? i - size : -1,
      y < size - 1 ? i + size : -1,
      x > 0 ? i - 1 : -1,
      x < size - 1 ? i + 1 : -1,
    ].filter((j) => j >= 0);
    neighbors.push(list);
    weighted.push(list.map((j) => ({ node: j, cost: 1 + ((i + j) % 9) })));
  }
  const untraced = {
    bfs: (await importUntraced<{ bfs: Search }>(['bfs.ts'], 'bfs.ts')).bfs,
    dijkstra: (
      await importUntraced<{ dijkstra: Search }>(
        ['bfs.ts', 'astar.ts', 'dijkstra.ts'],
        'dijkstra.ts',
      )
    ).dijkstra,
  };
  const chosen =
    name === 'traced-off'
      ? { bfs: bfs as Search, dijkstra: dijkstra as Search }
      : name === 'untraced'
        ? untraced
        : undefined;
  if (!chosen) return;
  for (let r = 0; r < runs; r++) {
    chosen.bfs(0, (n: number) => neighbors[n], nodeCount - 1, { nodeCount });
    chosen.dijkstra(0, (n: number) => weighted[n], nodeCount - 1, { nodeCount });
  }
}

function instructions(name: string): number {
  const script = fileURLToPath(import.meta.url);
  const result = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      '--single-threaded',
      '--import',
      'tsx',
      script,
      '--variant',
      name,
      '--size',
      String(size),
      '--runs',
      String(runs),
    ],
    { encoding: 'utf8' },
  );
  const match = /Collected : (\d+)/.exec(result.stderr);
  if (!match) throw new Error(`valgrind gave no count for ${name}:\n${result.stderr.slice(-2000)}`);
  return Number(match[1]);
}

if (variant) {
  await runVariant(variant);
} else {
  console.log(
    `BFS + Dijkstra on a ${size}x${size} grid, ${runs} runs each, instructions under callgrind`,
  );
  // Background JIT threads would make the counts vary: node runs --single-threaded.
  const setup = instructions('none');
  const tracedOff = instructions('traced-off') - setup;
  const untraced = instructions('untraced') - setup;
  console.log(`set-up alone           ${setup.toLocaleString('en')}`);
  console.log(`shipped, tracing off   ${tracedOff.toLocaleString('en')}`);
  console.log(`untraced build         ${untraced.toLocaleString('en')}`);
  console.log(
    `tracing off costs ${((tracedOff / untraced - 1) * 100).toFixed(2)}% more instructions than no tracing code at all`,
  );
}

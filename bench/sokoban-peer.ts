/**
 * A peer Sokoban solver run beside ours by bench/sokoban.bench.ts (`--peer festival=PATH`):
 * the same levels and per-level limit at the same time, one core each. Every solution the
 * peer prints is replayed under our rules and counts only when it solves its level.
 *
 * Festival 3.1 builds from its public source (app/src/main/cpp) with
 * `g++ -O3 -fpermissive -DLINUX -DTHREADS *.cpp -pthread -o festival`. That build needs a time
 * limit of 25 s or more: below it, it stops with "box num mismatch2". It reads a collection of
 * bare boards and writes one block a level to its solution file, each ending with a
 * `Solver time:` line and holding a `Solution` line, then the moves, when it solved the level.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay, writeCollection, type SokobanLevel } from '../src/puzzles/sokoban/index.js';
import { InputError } from '../src/errors.js';

export interface Peer {
  name: string;
  path: string;
}

/** The shortest per-level limit the Festival build accepts. */
export const FESTIVAL_MIN_SECONDS = 25;

/** `festival=PATH` as a peer; other solvers are refused with the reason. */
export function parsePeer(spec: string, timeLimitMs: number): Peer {
  const at = spec.indexOf('=');
  const name = at === -1 ? spec : spec.slice(0, at);
  const path = at === -1 ? '' : spec.slice(at + 1);
  if (name === 'yass') {
    throw new InputError(
      '--peer yass: YASS is a Windows (Delphi) program and cannot be built or run on this Linux machine',
    );
  }
  if (name !== 'festival' || path === '') {
    throw new InputError(`--peer: expected festival=PATH to a Festival binary, not "${spec}"`);
  }
  if (timeLimitMs < FESTIVAL_MIN_SECONDS * 1000) {
    throw new InputError(
      `--peer festival needs --time-limit ${FESTIVAL_MIN_SECONDS}s or more (its Linux build stops with "box num mismatch2" below that)`,
    );
  }
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new InputError(`--peer festival: ${path} is not an executable file`);
  }
  return { name, path };
}

export interface PeerLevel {
  /** Seconds the peer reports for the level. */
  seconds: number;
  /** The peer's solution replayed under our rules: solved, with its moves and pushes. */
  solved: boolean;
  moves: number;
  pushes: number;
  /** Set when the peer printed a solution that does not solve the level. */
  rejected?: string;
  /** Set when the peer stopped on the level without any answer. */
  failed?: string;
}

export interface PeerRun {
  levels: PeerLevel[];
  /** The sum of the peer's own per-level times (its exit is seen only when our solve ends). */
  seconds: number;
}

/**
 * Starts the peer on `levels` at once and resolves when it has finished, with one entry per
 * level in order. Each level gets a process of its own: Festival ends its whole run at a level
 * it cannot handle ("box num mismatch2" on some large levels), and the levels after it must
 * still be tried. Its output goes to a temporary folder, deleted afterwards.
 */
export async function runPeer(
  peer: Peer,
  levels: readonly SokobanLevel[],
  timeLimitMs: number,
): Promise<PeerRun> {
  const checked: PeerLevel[] = [];
  for (const level of levels) checked.push(await runPeerLevel(peer, level, timeLimitMs));
  const seconds = checked.reduce((sum, level) => sum + (level.seconds || 0), 0);
  return { levels: checked, seconds };
}

async function runPeerLevel(
  peer: Peer,
  level: SokobanLevel,
  timeLimitMs: number,
): Promise<PeerLevel> {
  const folder = mkdtempSync(join(tmpdir(), 'puzzlegraph-peer-'));
  const collection = join(folder, 'levels.sok');
  const solutions = join(folder, 'solutions.sok');
  writeFileSync(collection, writeCollection([level], { boardOnly: true }));
  const seconds = String(Math.floor(timeLimitMs / 1000));
  const began = performance.now();
  const child = spawn(
    peer.path,
    [collection, '-time', seconds, '-cores', '1', '-out_file', solutions, '-out_dir', folder],
    { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      rmSync(folder, { recursive: true, force: true });
      reject(new InputError(`--peer ${peer.name}: cannot run ${peer.path}: ${error.message}`));
    });
    child.on('close', () => {
      try {
        let text = '';
        try {
          text = readFileSync(solutions, 'utf8');
        } catch {
          // No solution file: the peer gave up on the level before writing one.
        }
        const [answer] = checkSolutions(parseFestivalSolutions(text), [level]);
        if (Number.isNaN(answer.seconds)) {
          // Counted as not solved, at the time it took; why is kept for --per-level.
          const why = /box num mismatch\w*|error[^\n]*/i.exec(output)?.[0] ?? 'no answer';
          answer.seconds = Math.round((performance.now() - began) / 1000);
          answer.failed = `${peer.name} stopped without an answer (${why.trim()})`;
        }
        resolve(answer);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
}

/** Each level's block of a Festival solution file: its moves (or undefined) and its time. */
export function parseFestivalSolutions(text: string): { moves?: string; seconds: number }[] {
  const blocks: { moves?: string; seconds: number }[] = [];
  let moves: string | undefined;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === 'Solution') moves = lines[i + 1]?.trim();
    const time = /^Solver time: (\d+):(\d+):(\d+)$/.exec(line);
    if (time) {
      const [hours, minutes, secs] = time.slice(1).map(Number);
      blocks.push({ moves, seconds: hours * 3600 + minutes * 60 + secs });
      moves = undefined;
    }
  }
  return blocks;
}

/** Replays each block's moves on its level: a solution counts only when it solves it. */
function checkSolutions(
  blocks: { moves?: string; seconds: number }[],
  levels: readonly SokobanLevel[],
): PeerLevel[] {
  return levels.map((level, k) => {
    const block = blocks[k];
    if (!block) return { seconds: NaN, solved: false, moves: 0, pushes: 0 };
    if (block.moves === undefined)
      return { seconds: block.seconds, solved: false, moves: 0, pushes: 0 };
    const result = replay(level, block.moves);
    const solved = result.legal && result.solved;
    return {
      seconds: block.seconds,
      solved,
      moves: result.moves,
      pushes: result.pushes,
      rejected: solved
        ? undefined
        : result.error
          ? `move ${result.error.index + 1} (${result.error.move}): ${result.error.reason}`
          : 'leaves crates off their goals',
    };
  });
}

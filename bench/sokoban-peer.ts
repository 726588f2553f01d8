/**
 * A peer Sokoban solver run beside ours by bench/sokoban.bench.ts (`--peer festival=PATH` or
 * `--peer yass=PATH`): the same levels and per-level limit at the same time, one core each.
 * Every solution the peer prints is replayed under our rules and counts only when it solves
 * its level.
 *
 * Festival 3.1 builds from its public source (app/src/main/cpp) with
 * `g++ -O3 -fpermissive -DLINUX -DTHREADS *.cpp -pthread -o festival`. That build needs a time
 * limit of 25 s or more: below it, it stops with "box num mismatch2". It reads a collection of
 * bare boards and writes one block a level to its solution file, each ending with a
 * `Solver time:` line and holding a `Solution` line, then the moves, when it solved the level.
 *
 * YASS (see bench/yass-peer.ts for its build) takes its limit in whole seconds and solves the
 * whole selection in one process, as our solver does: a process of its own costs it about
 * 80 ms to start here, more than most Microban levels take. Its time is the wall time of that
 * process; a level's own time is not known.
 */
import { spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay, writeCollection, type SokobanLevel } from '../src/puzzles/sokoban/index.js';
import { InputError } from '../src/errors.js';
import { readYassAnswers, yassCollectionInput, yassSolveArgs } from './yass-peer.js';

export type PeerName = 'festival' | 'yass';

export interface Peer {
  name: PeerName;
  path: string;
}

/** The shortest per-level limit the Festival build accepts. */
export const FESTIVAL_MIN_SECONDS = 25;

/**
 * `festival=PATH` or `yass=PATH` as a peer, checked against the per-level limit; with
 * `optimizer`, a peer that optimizes given solutions (YASS only).
 */
export function parsePeer(
  spec: string,
  timeLimitMs: number,
  options: { optimizer?: boolean } = {},
): Peer {
  const at = spec.indexOf('=');
  const name = at === -1 ? spec : spec.slice(0, at);
  const path = at === -1 ? '' : spec.slice(at + 1);
  const expected = options.optimizer
    ? 'yass=PATH to a YASS binary'
    : 'festival=PATH or yass=PATH to the binary';
  if (options.optimizer && name === 'festival') {
    throw new InputError(`--peer festival: Festival has no optimizer; expected ${expected}`);
  }
  if ((name !== 'festival' && name !== 'yass') || path === '') {
    throw new InputError(`--peer: expected ${expected}, not "${spec}"`);
  }
  if (name === 'festival' && timeLimitMs < FESTIVAL_MIN_SECONDS * 1000) {
    throw new InputError(
      `--peer festival needs --time-limit ${FESTIVAL_MIN_SECONDS}s or more (its Linux build stops with "box num mismatch2" below that)`,
    );
  }
  if (name === 'yass' && (timeLimitMs < 1000 || timeLimitMs % 1000 !== 0)) {
    throw new InputError(
      `--peer yass takes its limit in whole seconds: expected --time-limit 1s, 2s, ..., not ${timeLimitMs / 1000} s`,
    );
  }
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new InputError(`--peer ${name}: ${path} is not an executable file`);
  }
  return { name, path };
}

export interface PeerLevel {
  /** Seconds the peer reports for the level (none from YASS, which solves all in one run). */
  seconds?: number;
  /** The peer's solution replayed under our rules: solved, with its moves and pushes. */
  solved: boolean;
  moves: number;
  pushes: number;
  /** The peer's solution, when it gave one that solves the level. */
  solution?: string;
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
 * level in order. Festival gets a process a level: it ends its whole run at a level it cannot
 * handle ("box num mismatch2" on some large levels), and the levels after it must still be
 * tried. YASS gets one process for all. The output goes to a temporary folder, deleted
 * afterwards.
 */
export async function runPeer(
  peer: Peer,
  levels: readonly SokobanLevel[],
  timeLimitMs: number,
  /** Festival's `-cores`: 1 beside our solver, more when the two run in turn. */
  cores = 1,
): Promise<PeerRun> {
  if (peer.name === 'yass') return runYassCollection(peer, levels, timeLimitMs);
  const checked: PeerLevel[] = [];
  for (const level of levels) checked.push(await solveLevel(peer, level, timeLimitMs, cores));
  const seconds = checked.reduce((sum, level) => sum + (level.seconds || 0), 0);
  return { levels: checked, seconds };
}

/** YASS on all the levels in one run, each within the limit; its time is the run's. */
async function runYassCollection(
  peer: Peer,
  levels: readonly SokobanLevel[],
  timeLimitMs: number,
): Promise<PeerRun> {
  const seconds = String(Math.floor(timeLimitMs / 1000));
  const input = yassCollectionInput(levels);
  const run = await runInFolder(peer, input, timeLimitMs * levels.length, (_folder, file) =>
    yassSolveArgs(file, seconds),
  );
  const answers = readYassAnswers(run.folderFiles, levels.length);
  const checked = levels.map((level, k) => {
    const answer = checkAnswer(level, answers[k], undefined);
    if (answers[k] === undefined && run.exitCode !== 0) {
      answer.failed = `yass stopped without an answer (${run.why})`;
    }
    return answer;
  });
  return { levels: checked, seconds: run.seconds };
}

/** Festival on one level in a process of its own. */
async function solveLevel(peer: Peer, level: SokobanLevel, timeLimitMs: number, cores: number) {
  const seconds = String(Math.floor(timeLimitMs / 1000));
  const input = writeCollection([level], { boardOnly: true });
  const run = await runInFolder(peer, input, timeLimitMs, (folder, file) => [
    file,
    '-time',
    seconds,
    '-cores',
    String(cores),
    '-out_file',
    join(folder, 'solutions.sok'),
    '-out_dir',
    folder,
  ]);
  const [block] = parseFestivalSolutions(run.read('solutions.sok'));
  if (block) return checkAnswer(level, block.moves, block.seconds);
  // Counted as not solved, at the time it took; why is kept for --per-level.
  const answer = checkAnswer(level, undefined, Math.round(run.seconds));
  answer.failed = `${peer.name} stopped without an answer (${run.why})`;
  return answer;
}

/** What one peer process left behind: its files (read before the folder is deleted). */
export interface FolderRun {
  /** The text of a file the peer wrote in its folder ('' when it wrote none). */
  read: (name: string) => string;
  /** Every file in the folder, by name, with its text. */
  folderFiles: Map<string, string>;
  /** Wall seconds, to a tenth. */
  seconds: number;
  exitCode: number | null;
  /** A short reason from its output, or how it ended, for a level it gave no answer to. */
  why: string;
}

/**
 * Runs the peer once in a fresh temporary folder holding `input` as levels.sok; `argsFor`
 * gets the folder and that file's path. A peer still running well past the level's limit
 * (twice the limit, at least 30 s more) is killed. The folder is deleted afterwards.
 */
export async function runInFolder(
  peer: Peer,
  input: string,
  timeLimitMs: number,
  argsFor: (folder: string, file: string) => string[],
): Promise<FolderRun> {
  const folder = mkdtempSync(join(tmpdir(), 'puzzlegraph-peer-'));
  const file = join(folder, 'levels.sok');
  writeFileSync(file, input);
  const began = performance.now();
  const child = spawn(peer.path, argsFor(folder, file), {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Only the end of what it prints is kept: enough for the reason it stopped.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8192));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let killed = false;
  const watchdog = setTimeout(
    () => {
      killed = true;
      child.kill('SIGKILL');
    },
    timeLimitMs + Math.max(30_000, timeLimitMs),
  );
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearTimeout(watchdog);
      rmSync(folder, { recursive: true, force: true });
      reject(new InputError(`--peer ${peer.name}: cannot run ${peer.path}: ${error.message}`));
    });
    child.on('close', (exitCode, signal) => {
      clearTimeout(watchdog);
      try {
        const folderFiles = readFolder(folder);
        const seconds = Math.round((performance.now() - began) / 100) / 10;
        const said = /box num mismatch\w*|error[^\n]*/i.exec(output)?.[0]?.trim();
        const why = killed
          ? `killed after ${Math.round(seconds)} s`
          : (said ?? (signal ? `ended by ${signal}` : `exit code ${exitCode}, no answer`));
        resolve({
          read: (name) => folderFiles.get(name) ?? '',
          folderFiles,
          seconds,
          exitCode,
          why,
        });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
}

function readFolder(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(folder)) {
    try {
      files.set(entry, readFileSync(join(folder, entry), 'utf8'));
    } catch {
      // A folder or an unreadable file is not an answer.
    }
  }
  return files;
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

/** Replays the peer's moves on the level: a solution counts only when it solves it. */
export function checkAnswer(
  level: SokobanLevel,
  moves: string | undefined,
  seconds: number | undefined,
): PeerLevel {
  if (moves === undefined) return { seconds, solved: false, moves: 0, pushes: 0 };
  const result = replay(level, moves);
  const solved = result.legal && result.solved;
  return {
    seconds,
    solved,
    moves: result.moves,
    pushes: result.pushes,
    solution: solved ? result.lurd : undefined,
    rejected: solved
      ? undefined
      : result.error
        ? `move ${result.error.index + 1} (${result.error.move}): ${result.error.reason}`
        : 'leaves crates off their goals',
  };
}

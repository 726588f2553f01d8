import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCollection, parseLevel } from '../src/puzzles/sokoban/format/parse.js';
import { replay } from '../src/puzzles/sokoban/moves/replay.js';
// Colours taken out: picocolors colours the output wherever CI is set.
import { runCliPlain as runCli } from './run-cli.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'sokoban');
const small = ['#######', '#.@ # #', '#$* $ #', '#   $ #', '# ..  #', '#  *  #', '#######'].join(
  '\n',
);
const tiny = '#####\n#@$.#\n#####';
const dead = '#####\n#@ .#\n#$  #\n#####';
const three = `; one\n${tiny}\n\n; two\n${small}\n\n; three\n######\n#@$ .#\n######\n`;
// Level 2 has a stray % at line 8, column 4.
const withBad = `; one\n${tiny}\n\n; two\n#####\n#@$%#\n#####\n\n; three\n######\n#@$ .#\n######\n`;
const badLevel = '<stdin>:8:4: unknown character "%"';
const exampleRows = readFileSync(
  join(import.meta.dirname, '..', 'examples', 'sokoban', 'microban-1-10.solutions.tsv'),
  'utf8',
);

describe('puzzlegraph sokoban solve', () => {
  it('solves a level from standard input and prints a verified, compressed solution', async () => {
    const { code, out } = await runCli(['sokoban', 'solve', '-'], small);
    expect(code).toBe(0);
    expect(out).toMatch(/solved: \d+ moves, \d+ pushes/);
    const solution = out.split('\n')[2];
    const check = replay(parseLevel(small), solution);
    expect(check).toMatchObject({ legal: true, solved: true });
    expect(out).toContain('verified by replay');
  });

  it('prints JSON, proving the fewest pushes when asked', async () => {
    const { code, out } = await runCli(
      ['sokoban', 'solve', '-', '--optimal', 'pushes', '--json'],
      small,
    );
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer).toMatchObject({ outcome: 'found', optimalPushes: true });
    // One search (fewest pushes): nothing to share out, no thread started.
    expect(answer).toMatchObject({ threads: 1, threadsStarted: 0 });
    const check = replay(parseLevel(small), answer.solution);
    expect(check.solved).toBe(true);
    expect(check.pushes).toBe(answer.pushes);
    expect(answer.stats.expanded).toBeGreaterThan(0);
  });

  it('exits 1 when the level has no solution or a limit stops the search', async () => {
    const none = await runCli(['sokoban', 'solve', '-'], dead);
    expect(none.code).toBe(1);
    expect(none.out).toContain('no solution');
    const limited = await runCli(['sokoban', 'solve', '-', '--max-states', '1'], small);
    expect(limited.code).toBe(1);
    expect(limited.out).toContain('not solved: the state limit stopped the search');
    const json = await runCli(['sokoban', 'solve', '-', '--max-states', '1', '--json'], small);
    expect(JSON.parse(json.out)).toMatchObject({ outcome: 'memoryLimit', solved: false });
  });

  it('keeps to --max-expanded, the expansions of all the searches together', async () => {
    const limited = await runCli(['sokoban', 'solve', '-', '--max-expanded', '3', '--json'], small);
    expect(limited.code).toBe(1);
    const answer = JSON.parse(limited.out);
    expect(answer).toMatchObject({ outcome: 'maxExpanded', solved: false });
    expect(answer.stats.expanded).toBeGreaterThan(0);
    expect(answer.stats.expanded).toBeLessThanOrEqual(3);
    const text = await runCli(['sokoban', 'solve', '-', '--max-expanded', '3'], small);
    expect(text.out).toContain(
      'not solved: the expansion budget (--max-expanded) stopped the search',
    );
    const enough = await runCli(['sokoban', 'solve', '-', '--max-expanded', '100000'], small);
    expect(enough.code).toBe(0);
    const run = await runCli(['sokoban', 'solve', '-', '--all', '--max-expanded', '3'], three);
    expect(run.code).toBe(1);
    expect(run.out).toContain('3 levels, 10.00 s and 3 expanded per level');
    expect(run.out).toMatch(/^ {4}2 expand limit/m);
    const zero = await runCli(['sokoban', 'solve', '-', '--max-expanded', '0'], small);
    expect(zero.code).toBe(2);
    expect(zero.err).toContain('--max-expanded');
  });

  it('repeats a --repeatable run exactly, on one thread a level', async () => {
    const args = ['sokoban', 'solve', '-', '--repeatable', '--max-expanded', '40', '--json'];
    const [first, second] = [await runCli(args, small), await runCli(args, small)];
    const figures = (out: string) => {
      const { elapsedMs: _elapsed, ...rest } = JSON.parse(out).stats;
      return rest;
    };
    expect(figures(second.out)).toEqual(figures(first.out));
    const run = await runCli(['sokoban', 'solve', '-', '--all', '--repeatable'], three);
    expect(run.code).toBe(0);
    expect(run.out).toContain('per level, any solution (best-first), turns by positions generated');
    expect(run.out).toContain('1 thread each');
    const equal = await runCli(['sokoban', 'solve', '-', '--all', '--equal-shares'], three);
    expect(equal.code).toBe(0);
    expect(equal.out).toContain('any solution (best-first), equal shares,');
    const threads = await runCli(
      ['sokoban', 'solve', '-', '--repeatable', '--threads', '2'],
      small,
    );
    expect(threads.code).toBe(2);
    expect(threads.err).toContain('--repeatable solves each level on one thread');
  });

  it('solves a collection with a summary table and a solutions file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sokoban-cli-'));
    const tsv = join(dir, 'found.tsv');
    const { code, out } = await runCli(
      ['sokoban', 'solve', '-', '--all', '--solutions', tsv],
      three,
    );
    expect(code).toBe(0);
    expect(out).toContain('solved 3/3');
    expect(out).toMatch(/^ {4}2 solved .* two$/m);
    const levels = parseCollection(three);
    const rows = readFileSync(tsv, 'utf8').trim().split('\n').slice(1);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const [n, moves] = row.split('\t');
      expect(replay(levels[Number(n) - 1], moves).solved).toBe(true);
    }
  });

  it('uses worker threads with --jobs 2 and reports unsolved levels with exit 1', async () => {
    const { code, out } = await runCli(
      ['sokoban', 'solve', '-', '--level', '1,3', '--jobs', '2', '--json'],
      `${tiny}\n\n${dead}\n\n${small}\n`,
    );
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer.summary).toMatchObject({ solved: 2, total: 2 });
    expect(answer.levels.map((l: { level: number }) => l.level)).toEqual([1, 3]);
    const unsolved = await runCli(['sokoban', 'solve', '-', '--all'], `${tiny}\n\n${dead}\n`);
    expect(unsolved.code).toBe(1);
    expect(unsolved.out).toContain('not solved: 2 (no solution)');
  });

  it('runs each level of a collection on --threads threads and refuses a bad count', async () => {
    const { code, out } = await runCli(
      ['sokoban', 'solve', '-', '--all', '--threads', '2', '--json'],
      `${tiny}\n\n${small}\n`,
    );
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer).toMatchObject({ jobs: 1, threads: 2, summary: { solved: 2, total: 2 } });
    const text = await runCli(
      ['sokoban', 'solve', '-', '--all', '--jobs', '2'],
      `${tiny}\n\n${small}\n`,
    );
    expect(text.out).toMatch(/2 levels at once, \d+ threads? each/);
    const bad = await runCli(['sokoban', 'solve', '-', '--threads', '0'], tiny);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--threads/);
  });

  it('passes a level the solver refuses back from a worker thread as bad input', async () => {
    const wide = 300;
    const rows = ['#'.repeat(wide), `#@$.${' '.repeat(wide - 5)}#`];
    for (let y = 2; y < 299; y++) rows.push(`#${' '.repeat(wide - 2)}#`);
    rows.push('#'.repeat(wide));
    const huge = rows.join('\n');
    const { code, err } = await runCli(
      ['sokoban', 'solve', '-', '--all', '--jobs', '2'],
      `${tiny}\n\n${huge}\n`,
    );
    expect(code).toBe(2);
    expect(err).toMatch(/^puzzlegraph: <stdin>:5: .*squares/);
  });

  it('stops a collection run at Ctrl-C and still prints what finished, exit code 130', async () => {
    const started = Date.now();
    const run = runCli(['sokoban', 'solve', 'xsokoban', '--level', '1,29', '--time-limit', '60s']);
    // Level 1 takes a fraction of a second once the worker thread is up; level 29 (neither we
    // nor Festival solve it) is not solved within the minute.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    process.emit('SIGINT');
    const { code, out } = await run;
    expect(code).toBe(130);
    expect(out).toMatch(/^ {4}1 solved/m);
    expect(out).toContain('solved 1/1');
    expect(out).toContain('interrupted: 1 of 2 levels finished');
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 40_000);

  it('reads a bundled collection by name', async () => {
    const { code, out } = await runCli(['sokoban', 'solve', 'microban', '--level', '2']);
    expect(code).toBe(0);
    expect(out).toContain('level 2 of microban.sok');
    const sasquatch = await runCli(['sokoban', 'show', 'sasquatch', '--level', '1']);
    expect(sasquatch.code).toBe(0);
    expect(sasquatch.out).toContain('sasquatch02_0001');
  });

  it('refuses malformed levels and bad options with exit code 2 and one line', async () => {
    const bad = await runCli(['sokoban', 'solve', join(fixtures, 'bad-unknown-char.sok')]);
    expect(bad.code).toBe(2);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    expect(bad.err).toMatch(/bad-unknown-char\.sok:3:2: unknown character "%"/);
    const many = await runCli(['sokoban', 'solve', '-'], three);
    expect(many.code).toBe(2);
    expect(many.err).toContain('holds 3 levels; choose with --level N');
    const range = await runCli(['sokoban', 'solve', '-', '--level', '4'], three);
    expect(range.err).toContain('--level: 4 is out of range; expected 1 to 3');
    const missing = await runCli(['sokoban', 'solve', 'no-such.sok']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('no such file');
    const time = await runCli(['sokoban', 'solve', '-', '--time-limit', 'soon'], tiny);
    expect(time.code).toBe(2);
  });
});

describe('puzzlegraph sokoban verify', () => {
  it('accepts a lower-case solution, infers pushes and prints it with capitals', async () => {
    const { code, out } = await runCli(['sokoban', 'verify', 'microban', '2(rd)', '--level', '2']);
    expect(code).toBe(1);
    expect(out).toContain('FAILED');
    const good = await runCli(['sokoban', 'verify', '-', 'r'], tiny);
    expect(good.code).toBe(0);
    expect(good.out).toContain('solved in 1 move, 1 push');
    expect(good.out).toContain('\nR\n');
  });

  it('shortens a valid solution with --shorten: same pushes, fewer moves, in text and JSON', async () => {
    const corridor = '#############\n#.  $ @ $  .#\n#############';
    // The two crates' pushes in turn, left, right, left, ...: 32 moves; one crate first: 12.
    const interleaved = 'lLrrrRllllLrrrrrRllllllLrrrrrrrR';
    const { code, out } = await runCli(
      ['sokoban', 'verify', '-', interleaved, '--shorten'],
      corridor,
    );
    expect(code).toBe(0);
    expect(out).toContain('solved in 32 moves, 6 pushes');
    expect(out).toContain('shortened: 12 moves, same pushes');
    const shorter = out.trim().split('\n').at(-1)!;
    expect(replay(parseLevel(corridor), shorter)).toMatchObject({
      solved: true,
      moves: 12,
      pushes: 6,
    });
    const json = await runCli(
      ['sokoban', 'verify', '-', interleaved, '--shorten', '--json'],
      corridor,
    );
    expect(JSON.parse(json.out).shortened).toEqual({ moves: 12, solution: shorter });
    // An invalid solution is not shortened.
    const bad = await runCli(['sokoban', 'verify', '-', 'lL', '--shorten'], corridor);
    expect(bad.code).toBe(1);
    expect(bad.out).not.toContain('shortened');
  });

  it('reports the first illegal move and draws the board there', async () => {
    const { code, out } = await runCli(['sokoban', 'verify', '-', 'rr'], tiny);
    expect(code).toBe(1);
    expect(out).toContain('move 2 (r) pushes a crate into a wall');
    const json = JSON.parse((await runCli(['sokoban', 'verify', '-', 'rr', '--json'], tiny)).out);
    expect(json).toMatchObject({ valid: false, legal: false, error: { move: 2 } });
  });

  it('checks a level<TAB>solution file against a collection', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sokoban-verify-'));
    const file = join(dir, 'solutions.tsv');
    writeFileSync(file, 'level\tsolution\n1\tR\n3\trr\n');
    const { code, out } = await runCli(['sokoban', 'verify', '-', file], three);
    expect(code).toBe(0);
    expect(out).toContain('2/2 solutions solve their levels');
    writeFileSync(file, '1\tR\n3\tr\n');
    expect((await runCli(['sokoban', 'verify', '-', file], three)).code).toBe(1);
  });

  it('refuses a row of a solution file that is no solution, comment or header (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sokoban-rows-'));
    const file = join(dir, 'found.tsv');
    const cases: [string, string][] = [
      [`${exampleRows}11x\tRRRR\n`, ':12:3: "11x" is not a level number'],
      [`${exampleRows}#12\tuuuu\n`, ':12:1: "#12" is not a level number'],
      [`${exampleRows}level 13 lurd\n`, ':12:1: "level 13 lurd" has no tab'],
      [exampleRows.replace('\n7\t', '\nl\t'), ':8:1: "l" is not a level number'],
      [exampleRows.replace('\n7\t', '\n7'), ':8:2: "7llu'],
      [exampleRows.replace('\n3\t', '\n3\trx'), ':4:4: unknown move "x"'],
    ];
    for (const [text, where] of cases) {
      writeFileSync(file, text);
      const run = await runCli(['sokoban', 'verify', 'microban', file]);
      expect(run.code, where).toBe(2);
      expect(run.err).toContain(`puzzlegraph: ${file}${where}`);
      expect(run.out).toBe('');
    }
    writeFileSync(file, `; checked by hand\n${exampleRows}\n`);
    const commented = await runCli(['sokoban', 'verify', 'microban', file]);
    expect(commented.code).toBe(0);
    expect(commented.out).toContain('10/10 solutions solve their levels');
  });

  it('refuses a solution file without solutions (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sokoban-empty-'));
    const empty = join(dir, 'empty.tsv');
    writeFileSync(empty, '');
    const none = await runCli(['sokoban', 'verify', 'microban', empty]);
    expect(none.code).toBe(2);
    expect(none.err.trim()).toBe(
      `puzzlegraph: ${empty}: no solutions; expected moves (LURD) or level<TAB>solution rows`,
    );
    writeFileSync(empty, 'level\tsolution\n');
    const header = await runCli(['sokoban', 'verify', 'microban', empty]);
    expect(header.code).toBe(2);
    expect(header.err).toContain(`${empty}: no solutions; expected level<TAB>solution rows`);
  });

  it('refuses a solution with a stray letter with exit code 2', async () => {
    const { code, err } = await runCli(['sokoban', 'verify', '-', 'rx'], tiny);
    expect(code).toBe(2);
    expect(err).toContain('1:2: unknown move "x"');
  });
});

describe('a collection with a bad level', () => {
  it('solves the other levels one by one and refuses the bad one with its line and column', async () => {
    const first = await runCli(['sokoban', 'solve', '-', '--level', '1'], withBad);
    expect(first.code).toBe(0);
    expect(first.out).toContain('solved: 1 move, 1 push');
    const second = await runCli(['sokoban', 'solve', '-', '--level', '2'], withBad);
    expect(second.code).toBe(2);
    expect(second.err.trim()).toBe(
      `puzzlegraph: ${badLevel}; expected one of # @ + $ * . or floor (space, - or _)`,
    );
    const check = await runCli(['sokoban', 'check', '-', '--level', '3'], withBad);
    expect(check.code).toBe(0);
    expect((await runCli(['sokoban', 'check', '-', '--level', '2'], withBad)).err).toContain(
      badLevel,
    );
  });

  it('reports the bad level as failed in a run and solves the others, exit 1', async () => {
    const all = await runCli(['sokoban', 'solve', '-', '--all'], withBad);
    expect(all.code).toBe(1);
    expect(all.out).toMatch(/^ {4}1 solved/m);
    expect(all.out).toContain(`    2  failed: ${badLevel}`);
    expect(all.out).toMatch(/^ {4}3 solved/m);
    expect(all.out).toContain('solved 2/3');
    expect(all.out).toContain('not solved: 2 (failed)');
    const range = await runCli(['sokoban', 'solve', '-', '--level', '2-3', '--json'], withBad);
    expect(range.code).toBe(1);
    const answer = JSON.parse(range.out);
    expect(answer.summary).toMatchObject({ solved: 1, total: 2, failed: 1 });
    expect(answer.levels[0]).toMatchObject({ level: 2, title: 'two', outcome: 'failed' });
    expect(answer.levels[0].failure).toContain(badLevel);
  });

  it("verifies the solutions of the other levels and fails the bad level's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sokoban-bad-'));
    const file = join(dir, 'found.tsv');
    writeFileSync(file, 'level\tsolution\n1\tR\n2\tR\n3\trr\n');
    const { code, out } = await runCli(['sokoban', 'verify', '-', file], withBad);
    expect(code).toBe(1);
    expect(out).toContain(`level 2 (two): FAILED: ${badLevel}`);
    expect(out).toContain('2/3 solutions solve their levels');
    const one = await runCli(['sokoban', 'verify', '-', file, '--level', '3'], withBad);
    expect(one.code).toBe(0);
  });

  it('lists the bad level among the others in show, exit 2', async () => {
    const list = await runCli(['sokoban', 'show', '-'], withBad);
    expect(list.code).toBe(2);
    expect(list.out).toContain(`    2  bad level: ${badLevel}`);
    expect(list.out).toMatch(/^ {4}3 {2}6x3/m);
    expect((await runCli(['sokoban', 'show', '-', '--level', '3'], withBad)).code).toBe(0);
  });
});

describe('puzzlegraph sokoban show', () => {
  it('draws one level of a collection', async () => {
    const { code, out } = await runCli(['sokoban', 'show', 'xsokoban', '--level', '1']);
    expect(code).toBe(0);
    expect(out).toContain('level 1 of xsokoban.sok: 19x11, 6 crates');
    expect(out).toContain('#   # ## #####  ..#\n# $  $          ..#\n##### ### #@##  ..#');
  });

  it('lists the levels of a collection, and writes run-length rows', async () => {
    const list = await runCli(['sokoban', 'show', '-'], three);
    expect(list.out).toContain('3 levels');
    expect(list.out).toMatch(/^ {4}2 {2}7x7 {6}5 crates {2}two$/m);
    const rle = await runCli(['sokoban', 'show', '-', '--level', '1', '--rle'], three);
    expect(rle.out).toContain('5#\n#@$.#\n5#\n');
  });
});

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLaser, type LaserPuzzle } from './parse.js';
import { isUndecided } from './pieces.js';
import { enumerateLaserSolutions } from '../../../test/reference/laser.js';
import { isLitSquare, simulateLight } from './simulate.js';
import { solveLaser, type LaserSolution } from './solve.js';

function example(name: string): LaserPuzzle {
  const url = new URL(`../../../examples/laser/${name}`, import.meta.url);
  return parseLaser(readFileSync(url, 'utf8'), { file: name });
}

/** What makes two solutions different: the pieces the light reaches, as `square:kind`. */
function effectiveKey(solution: LaserSolution): string {
  const light = simulateLight(solution.board);
  return [...solution.placements, ...solution.orientations]
    .filter((p) => isLitSquare(light, p.square))
    .map((p) => `${p.square}:${p.kind}`)
    .sort()
    .join(',');
}

/** Checks a solution from scratch: every target lit, every piece from the box, on a free square. */
function checkSolution(puzzle: LaserPuzzle, solution: LaserSolution, allowSpare = false): void {
  const light = simulateLight(solution.board);
  expect(light.targetsMissed).toEqual([]);
  const counts = new Map(puzzle.pieces.map((entry) => [entry.type.name, entry.count]));
  for (const p of solution.placements) {
    expect(puzzle.board.placeable[p.square]).toBe(1);
    const entry = puzzle.pieces.find((e) => e.type.name === p.piece)!;
    expect(entry.type.kinds).toContain(p.kind);
    expect(solution.board.kinds[p.square]).toBe(p.kind);
    counts.set(p.piece, counts.get(p.piece)! - 1);
  }
  for (const left of counts.values()) {
    if (allowSpare) expect(left).toBeGreaterThanOrEqual(0);
    else expect(left).toBe(0);
  }
}

function bruteForce(puzzle: LaserPuzzle, allowSpare: boolean, everyPieceLit = false): Set<string> {
  return enumerateLaserSolutions(puzzle, { allowSpare, everyPieceLit }).solutions;
}

describe('solveLaser on the example puzzles', () => {
  it('solves three-targets.txt, whose only solution lights all three targets', () => {
    const puzzle = example('three-targets.txt');
    const result = solveLaser(puzzle, { maxSolutions: Infinity });
    expect(result.outcome).toBe('found');
    expect(result.complete).toBe(true);
    expect(result.solutions).toHaveLength(1);
    checkSolution(puzzle, result.solutions[0]);
    expect(result.solutions[0].light.targetsHit).toHaveLength(3);
  });

  it('turns the fixed M of turn-the-mirror.txt as well as placing the pieces', () => {
    const puzzle = example('turn-the-mirror.txt');
    const result = solveLaser(puzzle);
    expect(result.outcome).toBe('found');
    checkSolution(puzzle, result.solutions[0]);
    expect(result.solutions[0].orientations).toHaveLength(1);
    expect(result.solutions[0].board.undecided()).toEqual([]);
  });

  it('proves that impossible.txt has no solution', () => {
    const puzzle = example('impossible.txt');
    const result = solveLaser(puzzle);
    expect(result.outcome).toBe('exhausted');
    expect(result.complete).toBe(true);
    expect(result.solutions).toEqual([]);
    expect(bruteForce(puzzle, false).size).toBe(0);
  });

  it('lists every solution of corner.txt, the same as brute force', () => {
    const puzzle = example('corner.txt');
    const result = solveLaser(puzzle, { maxSolutions: Infinity });
    for (const solution of result.solutions) checkSolution(puzzle, solution);
    const keys = new Set(result.solutions.map(effectiveKey));
    expect(keys.size).toBe(result.solutions.length);
    expect(keys).toEqual(bruteForce(puzzle, false));
    expect(keys.size).toBeGreaterThan(1);
  });

  it('lights the plain board splitters.txt without placing anything', () => {
    const puzzle = example('splitters.txt');
    expect(puzzle.pieces).toEqual([]);
    const result = solveLaser(puzzle);
    expect(result.outcome).toBe('found');
    expect(result.solutions[0].placements).toEqual([]);
  });
});

describe('solveLaser limits and rules', () => {
  it('stops at maxExpanded and says the search is incomplete', () => {
    const result = solveLaser(example('three-targets.txt'), { maxExpanded: 5 });
    expect(result.outcome).toBe('maxExpanded');
    expect(result.complete).toBe(false);
    expect(result.stats.expanded).toBe(5);
  });

  it('stops when the signal is aborted', () => {
    const controller = new AbortController();
    controller.abort();
    const result = solveLaser(example('three-targets.txt'), { signal: controller.signal });
    expect(result.outcome).toBe('aborted');
  });

  it('stops at the time limit', () => {
    const result = solveLaser(example('three-targets.txt'), {
      timeLimitMs: 0,
      progressEvery: 1,
      maxSolutions: Infinity,
    });
    expect(result.outcome).toBe('timeLimit');
  });

  it('requires every piece to be placed unless spares are allowed', () => {
    // Two free squares, both on the beam: the blocker cannot be parked in the dark.
    const puzzle = parseLaser('>..o\nplace: #');
    expect(solveLaser(puzzle).outcome).toBe('exhausted');
    const spare = solveLaser(puzzle, { allowSpare: true });
    expect(spare.outcome).toBe('found');
    expect(spare.solutions[0].placements).toEqual([]);
  });

  it('with everyPieceLit, refuses solutions that park a piece in the dark', () => {
    const puzzle = parseLaser('>.o\n...\nplace: #');
    expect(solveLaser(puzzle, { everyPieceLit: true }).outcome).toBe('exhausted');
    const corner = solveLaser(example('corner.txt'), {
      everyPieceLit: true,
      maxSolutions: Infinity,
    });
    expect(corner.solutions).toHaveLength(2);
    for (const solution of corner.solutions) {
      expect(solution.placements.every((p) => p.lit)).toBe(true);
    }
  });

  it('parks pieces that do not matter on dark squares', () => {
    const puzzle = parseLaser('>.o\n...\nplace: #');
    const result = solveLaser(puzzle);
    expect(result.outcome).toBe('found');
    const [parked] = result.solutions[0].placements;
    expect(parked.lit).toBe(false);
    checkSolution(puzzle, result.solutions[0]);
  });

  it('prunes without losing solutions: the bound on and off agree', () => {
    for (const name of [
      'three-targets.txt',
      'turn-the-mirror.txt',
      'impossible.txt',
      'four-targets.txt',
    ]) {
      const puzzle = example(name);
      const pruned = solveLaser(puzzle, { maxSolutions: Infinity, reachabilityBound: true });
      const plain = solveLaser(puzzle, { maxSolutions: Infinity });
      expect(new Set(pruned.solutions.map(effectiveKey))).toEqual(
        new Set(plain.solutions.map(effectiveKey)),
      );
      expect(pruned.stats.expanded).toBeLessThanOrEqual(plain.stats.expanded);
    }
  });
});

// Tiny random puzzles: the solver must find exactly the solutions brute force finds.
const tinyPuzzle = fc
  .record({
    width: fc.integer({ min: 2, max: 4 }),
    height: fc.integer({ min: 1, max: 3 }),
    cells: fc.array(
      fc.constantFrom(
        '.',
        '.',
        '.',
        '.',
        '.',
        '.',
        '#',
        'o',
        'o',
        '/',
        'Z',
        '|',
        '-',
        'M',
        'S',
        ':',
      ),
      { minLength: 12, maxLength: 12 },
    ),
    emitter: fc.constantFrom('>', '<', '^', 'v'),
    emitterAt: fc.nat(),
    pieces: fc.array(
      fc.constantFrom('mirror', 'splitter', '/', 'N', '|', '-', '#', 'transparent'),
      {
        maxLength: 2,
      },
    ),
    allowSpare: fc.boolean(),
    everyPieceLit: fc.boolean(),
    bound: fc.boolean(),
  })
  .map(({ width, height, cells, emitter, emitterAt, pieces, allowSpare, everyPieceLit, bound }) => {
    const squares: string[] = cells.slice(0, width * height);
    squares[emitterAt % squares.length] = emitter;
    const rows = Array.from({ length: height }, (_, y) =>
      squares.slice(y * width, (y + 1) * width).join(''),
    );
    const text = rows.join('\n') + (pieces.length ? `\nplace: ${pieces.join(' ')}` : '');
    return { text, allowSpare, everyPieceLit, bound };
  });

describe('solveLaser against brute-force enumeration', () => {
  it('finds exactly the solutions of brute force on tiny boards', () => {
    fc.assert(
      fc.property(tinyPuzzle, ({ text, allowSpare, everyPieceLit, bound }) => {
        const puzzle = parseLaser(text);
        const result = solveLaser(puzzle, {
          maxSolutions: Infinity,
          allowSpare,
          everyPieceLit,
          reachabilityBound: bound,
        });
        expect(result.complete).toBe(true);
        for (const solution of result.solutions) {
          checkSolution(puzzle, solution, allowSpare && !everyPieceLit);
          if (everyPieceLit) {
            for (const p of solution.placements)
              expect(isLitSquare(solution.light, p.square)).toBe(true);
          }
        }
        const keys = result.solutions.map(effectiveKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(bruteForce(puzzle, allowSpare, everyPieceLit));
        expect(result.outcome).toBe(keys.length > 0 ? 'found' : 'exhausted');
      }),
      { numRuns: 400 },
    );
  });
});

it('never leaves an M or S unturned in a solution', () => {
  const result = solveLaser(parseLaser('>.M\n..o\nplace: #'), { maxSolutions: Infinity });
  for (const solution of result.solutions) {
    expect([...solution.board.kinds].some(isUndecided)).toBe(false);
  }
  expect(result.outcome).toBe('found');
});

it('agrees with the reference enumeration on the one-mirror corner', () => {
  const puzzle = parseLaser('>..\n..o\nplace: mirror');
  expect([...enumerateLaserSolutions(puzzle).solutions]).toEqual(['2:8']);
  const result = solveLaser(puzzle, { maxSolutions: Infinity });
  expect(result.solutions.map(effectiveKey)).toEqual(['2:8']);
});

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLaser, type LaserPuzzle } from './parse.js';
import { isUndecided, ORIENTATIONS } from './pieces.js';
import { simulateLight, type LightResult } from './simulate.js';
import { solveLaser, type LaserSolution } from './solve.js';

function example(name: string): LaserPuzzle {
  const url = new URL(`../../../examples/laser/${name}`, import.meta.url);
  return parseLaser(readFileSync(url, 'utf8'), { file: name });
}

const isLit = (light: LightResult, square: number): boolean =>
  (light.exits[square] | light.arrivals[square]) !== 0;

/** What makes two solutions different: the pieces the light reaches, as `square:kind`. */
function effectiveKey(solution: LaserSolution): string {
  const light = simulateLight(solution.board);
  return [...solution.placements, ...solution.orientations]
    .filter((p) => isLit(light, p.square))
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

/**
 * The reference: try every way of putting the pieces on the free squares (and every
 * orientation of each M and S), simulate, and collect the effective placements that light
 * every target.
 */
function bruteForce(puzzle: LaserPuzzle, allowSpare: boolean): Set<string> {
  const board = puzzle.board;
  const free = [...board.placeable.keys()].filter((square) => board.placeable[square]);
  const turnable = board.undecided();
  const remaining = puzzle.pieces.map((entry) => entry.count);
  const found = new Set<string>();
  const changes: [number, number][] = [];
  const finish = (i: number): void => {
    if (i === turnable.length) {
      const solved = board.with(changes);
      const light = simulateLight(solved);
      if (light.targetsMissed.length > 0) return;
      const key = changes
        .filter(([square]) => isLit(light, square))
        .map(([square, kind]) => `${square}:${kind}`)
        .sort()
        .join(',');
      found.add(key);
      return;
    }
    for (const kind of ORIENTATIONS[board.kinds[turnable[i]]]) {
      changes.push([turnable[i], kind]);
      finish(i + 1);
      changes.pop();
    }
  };
  const place = (i: number): void => {
    if (i === free.length) {
      if (allowSpare || remaining.every((n) => n === 0)) finish(0);
      return;
    }
    place(i + 1);
    puzzle.pieces.forEach((entry, t) => {
      if (remaining[t] === 0) return;
      remaining[t]--;
      for (const kind of entry.type.kinds) {
        changes.push([free[i], kind]);
        place(i + 1);
        changes.pop();
      }
      remaining[t]++;
    });
  };
  place(0);
  return found;
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

  it('parks pieces that do not matter on dark squares', () => {
    const puzzle = parseLaser('>.o\n...\nplace: #');
    const result = solveLaser(puzzle);
    expect(result.outcome).toBe('found');
    const [parked] = result.solutions[0].placements;
    expect(parked.lit).toBe(false);
    checkSolution(puzzle, result.solutions[0]);
  });

  it('prunes without losing solutions: the bound on and off agree', () => {
    for (const name of ['three-targets.txt', 'turn-the-mirror.txt', 'impossible.txt']) {
      const puzzle = example(name);
      const pruned = solveLaser(puzzle, { maxSolutions: Infinity });
      const plain = solveLaser(puzzle, { maxSolutions: Infinity, prune: false });
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
  })
  .map(({ width, height, cells, emitter, emitterAt, pieces, allowSpare }) => {
    const squares: string[] = cells.slice(0, width * height);
    squares[emitterAt % squares.length] = emitter;
    const rows = Array.from({ length: height }, (_, y) =>
      squares.slice(y * width, (y + 1) * width).join(''),
    );
    const text = rows.join('\n') + (pieces.length ? `\nplace: ${pieces.join(' ')}` : '');
    return { text, allowSpare };
  });

describe('solveLaser against brute-force enumeration', () => {
  it('finds exactly the solutions of brute force on tiny boards', () => {
    fc.assert(
      fc.property(tinyPuzzle, ({ text, allowSpare }) => {
        const puzzle = parseLaser(text);
        const result = solveLaser(puzzle, { maxSolutions: Infinity, allowSpare });
        expect(result.complete).toBe(true);
        for (const solution of result.solutions) checkSolution(puzzle, solution, allowSpare);
        const keys = result.solutions.map(effectiveKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(bruteForce(puzzle, allowSpare));
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

/**
 * The slow, obviously correct way to solve a laser puzzle, kept as the reference the solver is
 * tested and benchmarked against: try every way of putting the pieces on the free squares
 * (and every orientation of each `M` and `S`), simulate each board, and keep those that light
 * every target.
 *
 * ```ts
 * const puzzle = parseLaser('>..\n..o\nplace: mirror');
 * const { solutions } = enumerateLaserSolutions(puzzle);
 * [...solutions]; // ['2:8']: a `\` (kind 8) on square 2 — the one way, as the solver finds
 * ```
 *
 * Solutions are keyed by the pieces light reaches (`square:kind`, sorted): boards that differ
 * only in pieces parked on dark squares are one solution, as in `solveLaser`.
 */
import {
  ORIENTATIONS,
  isLitSquare,
  simulateLight,
  type LaserPuzzle,
} from '../../src/puzzles/laser/index.js';

export interface EnumerationResult {
  /** Effective placements that light every target. */
  solutions: Set<string>;
  /** Boards simulated. */
  simulations: number;
}

export function enumerateLaserSolutions(
  puzzle: LaserPuzzle,
  options: { allowSpare?: boolean; everyPieceLit?: boolean } = {},
): EnumerationResult {
  const board = puzzle.board;
  const free = [...board.placeable.keys()].filter((square) => board.placeable[square]);
  const turnable = board.undecided();
  const remaining = puzzle.pieces.map((entry) => entry.count);
  const solutions = new Set<string>();
  const changes: [number, number][] = [];
  const placed: number[] = [];
  let simulations = 0;
  const turn = (i: number): void => {
    if (i === turnable.length) {
      simulations++;
      const light = simulateLight(board.with(changes));
      if (light.targetsMissed.length > 0) return;
      if (options.everyPieceLit && placed.some((square) => !isLitSquare(light, square))) return;
      const key = changes
        .filter(([square]) => isLitSquare(light, square))
        .map(([square, kind]) => `${square}:${kind}`)
        .sort()
        .join(',');
      solutions.add(key);
      return;
    }
    for (const kind of ORIENTATIONS[board.kinds[turnable[i]]]) {
      changes.push([turnable[i], kind]);
      turn(i + 1);
      changes.pop();
    }
  };
  const place = (i: number, left: number): void => {
    // Not enough squares left for the pieces still to place.
    const placeAll = !options.allowSpare || options.everyPieceLit;
    if (placeAll && left > free.length - i) return;
    if (i === free.length) {
      turn(0);
      return;
    }
    place(i + 1, left);
    puzzle.pieces.forEach((entry, t) => {
      if (remaining[t] === 0) return;
      remaining[t]--;
      placed.push(free[i]);
      for (const kind of entry.type.kinds) {
        changes.push([free[i], kind]);
        place(i + 1, left - 1);
        changes.pop();
      }
      placed.pop();
      remaining[t]++;
    });
  };
  place(
    0,
    remaining.reduce((sum, n) => sum + n, 0),
  );
  return { solutions, simulations };
}

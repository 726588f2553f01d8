/**
 * The closed-form knight distance on an unbounded board (no edges to get in the way): the
 * fewest knight moves covering (dx, dy). On a finite board it agrees with BFS whenever both
 * squares are far enough from the edges, which the tests use as an independent check.
 */
export function knightDistanceUnbounded(dx: number, dy: number): number {
  let x = Math.abs(dx);
  let y = Math.abs(dy);
  if (x < y) [x, y] = [y, x];
  if (x === 1 && y === 0) return 3;
  if (x === 2 && y === 2) return 4;
  const delta = x - y;
  if (y > delta) return delta - 2 * Math.floor((delta - y) / 3);
  return delta - 2 * Math.floor((delta - y) / 4);
}

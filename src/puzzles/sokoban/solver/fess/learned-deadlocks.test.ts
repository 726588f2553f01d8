import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SokobanLevel } from '../../level.js';
import {
  arbitraryLevel,
  levelFromRows,
  referenceMinPushes,
} from '../../rules/reference.test-support.js';
import { analyseLevel } from '../core/analysis.js';
import { planFor, solveWithTuning } from '../index.js';
import {
  CLUSTER_STATES,
  LEARNING_SHARE,
  DEAD_SUBTREE,
  LearnedDeadlocks,
  SUBTREE_TEST,
  type SubsetProver,
} from './learned-deadlocks.js';
import { PatternExchange } from './pattern-exchange.js';

/** The brute-force solver as the prover: `crates` alone, the worker on `worker`. */
function referenceProver(level: SokobanLevel): SubsetProver {
  return (crates, worker) => {
    const pushes = referenceMinPushes({
      ...level,
      crates: [...crates].sort((a, b) => a - b),
      worker,
    });
    return { verdict: pushes === 'unsolvable' ? 'dead' : 'alive', states: 1 };
  };
}

function occupiedBy(size: number, crates: readonly number[]): Uint8Array {
  const occupied = new Uint8Array(size);
  for (const crate of crates) occupied[crate] = 1;
  return occupied;
}

const A_LONG_SEARCH = 1e9;

describe('LearnedDeadlocks', () => {
  // Two crates side by side against the top wall can never be pushed apart, though either
  // alone could slide to the goal in its row; the third crate is fine.
  const rows = ['#########', '#  $$ . #', '#       #', '# $   . #', '#@    . #', '#########'];
  const level = levelFromRows(rows);
  const analysis = analyseLevel(level);
  const pair = [1 * 9 + 3, 1 * 9 + 4];

  it("prunes by another learner's patterns, heard through a shared exchange", () => {
    const exchange = PatternExchange.create({ shared: true });
    const learner = new LearnedDeadlocks(analysis, referenceProver(level));
    // The other learner stands for a search on another thread: it sees the same words.
    const other = new LearnedDeadlocks(analysis, () => {
      throw new Error('the other learner proves nothing itself');
    });
    learner.share(exchange);
    other.share(PatternExchange.over(exchange.words));
    expect(learner.learn(Int32Array.from(level.crates), level.worker, A_LONG_SEARCH)).toBe(true);
    const later = [...pair, 3 * 9 + 6];
    const occupied = occupiedBy(analysis.size, later);
    // Heard at the next look at the exchange, which comes every so many positions tested.
    let heard = false;
    for (let look = 0; look < 1000 && !heard; look++) heard = other.holds(later, occupied, 22);
    expect(heard).toBe(true);
    expect(other.count).toBe(1);
    // Its own pattern, read back from the exchange, is kept once.
    for (let look = 0; look < 1000; look++) learner.holds(later, occupied, 22);
    expect(learner.count).toBe(1);
  });

  it('learns the smallest unsolvable cluster of a position and finds it again', () => {
    const learned = new LearnedDeadlocks(analysis, referenceProver(level));
    const crates = Int32Array.from(level.crates);
    expect(learned.learn(crates, level.worker, A_LONG_SEARCH)).toBe(true);
    expect(learned.count).toBe(1);
    // Another position with the pair, the third crate elsewhere and the worker moved on.
    const later = occupiedBy(analysis.size, [...pair, 3 * 9 + 6]);
    expect(learned.holds([...pair, 3 * 9 + 6], later, 2 * 9 + 5)).toBe(true);
    expect(learned.holdsAround(later, pair[0], 2 * 9 + 5)).toBe(true);
    expect(learned.holdsAround(later, 3 * 9 + 6, 2 * 9 + 5)).toBe(false);
    const apart = [pair[0], 3 * 9 + 6];
    expect(learned.holds(apart, occupiedBy(analysis.size, apart), 2 * 9 + 5)).toBe(false);
  });

  it('learns nothing where every cluster can be solved, and tests a cluster once', () => {
    const open = levelFromRows(['#######', '#@ $ .#', '#  $ .#', '#######']);
    let proofs = 0;
    const prove = referenceProver(open);
    const learned = new LearnedDeadlocks(analyseLevel(open), (crates, worker, maxStates) => {
      proofs++;
      return prove(crates, worker, maxStates);
    });
    const crates = Int32Array.from(open.crates);
    expect(learned.learn(crates, open.worker, A_LONG_SEARCH)).toBe(false);
    expect(learned.learn(crates, open.worker, A_LONG_SEARCH)).toBe(false);
    expect(learned.count).toBe(0);
    expect(proofs).toBe(1);
  });

  it('stores no states for learning before the search has stored any', () => {
    const learned = new LearnedDeadlocks(analysis, referenceProver(level));
    expect(learned.learn(Int32Array.from(level.crates), level.worker, 0)).toBe(false);
  });

  it('starts a cluster search only when the allowance covers it whole, and tests each once', () => {
    const limits: number[] = [];
    const learned = new LearnedDeadlocks(analysis, (crates, worker, maxStates) => {
      limits.push(maxStates);
      return { verdict: 'unknown', states: maxStates };
    });
    const crates = Int32Array.from(level.crates);
    // A share of the search's states: room for one cluster search from this many.
    const roomForOne = Math.ceil(CLUSTER_STATES / LEARNING_SHARE);
    expect(learned.learn(crates, level.worker, roomForOne - 1)).toBe(false);
    expect(limits).toEqual([]);
    // Room for one search: the first cluster (the pair) alone.
    expect(learned.learn(crates, level.worker, roomForOne)).toBe(false);
    expect(limits).toEqual([CLUSTER_STATES]);
    // The other two (the pair with the third crate, that crate with its nearer neighbour) once;
    // the pair, which ran out of states at its own limit, is not tested again.
    expect(learned.learn(crates, level.worker, 1e9)).toBe(false);
    expect(limits).toEqual([CLUSTER_STATES, CLUSTER_STATES, CLUSTER_STATES]);
    expect(learned.learn(crates, level.worker, 1e9)).toBe(false);
    expect(limits).toHaveLength(3);
  });

  it('finds a dead pair inside a group too big for its search, the smaller cluster first', () => {
    // The pair against the top wall, a third crate under it: a prover that gives up on more than
    // two crates still learns the pair.
    const three = levelFromRows([
      '#########',
      '#  $$ . #',
      '#   $   #',
      '#     . #',
      '#@    . #',
      '#########',
    ]);
    const prove = referenceProver(three);
    const tried: number[] = [];
    const learned = new LearnedDeadlocks(analyseLevel(three), (crates, worker, maxStates) => {
      tried.push(crates.length);
      if (crates.length > 2) return { verdict: 'unknown', states: maxStates };
      return prove(crates, worker, maxStates);
    });
    expect(learned.learn(Int32Array.from(three.crates), three.worker, A_LONG_SEARCH)).toBe(true);
    expect(tried[0]).toBe(2);
    const occupied = occupiedBy(analysis.size, pair);
    expect(learned.holds(pair, occupied, 4 * 9 + 1)).toBe(true);
  });

  it('names an ancestor to test when its subtree reaches the test size, and dead subtrees', () => {
    const learned = new LearnedDeadlocks(analysis, referenceProver(level));
    // A chain 0 <- 1 <- 2 <- 3: expansions of state 3 count below 2, 1 and 0.
    const parent = Int32Array.of(-1, 0, 1, 2);
    const subtree = new Uint8Array(4);
    for (let i = 1; i < SUBTREE_TEST; i++) {
      expect(learned.countExpansion(subtree, parent, 3)).toBe(-1);
    }
    // All three come due at once; the nearest is named.
    expect(learned.countExpansion(subtree, parent, 3)).toBe(2);
    expect([...subtree]).toEqual([SUBTREE_TEST, SUBTREE_TEST, SUBTREE_TEST, 0]);
    expect(learned.countExpansion(subtree, parent, 3)).toBe(-1);
    subtree[1] = DEAD_SUBTREE;
    expect(learned.countExpansion(subtree, parent, 3)).toBe(-2);
    expect(learned.countExpansion(subtree, parent, 1)).toBe(-1);
  });

  it('calls a position dead only when the brute-force solver cannot solve it', () => {
    fc.assert(
      fc.property(
        arbitraryLevel(4),
        fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
        (level, picks) => {
          const analysis = analyseLevel(level);
          const learned = new LearnedDeadlocks(analysis, referenceProver(level));
          learned.learn(Int32Array.from(level.crates), level.worker, A_LONG_SEARCH);
          // Other positions of the same crates: each crate moved to a pick of the free squares.
          const free = [...analysis.inside.keys()].filter(
            (square) => analysis.inside[square] === 1 && level.walls[square] === 0,
          );
          const crates = [...new Set(level.crates.map((_, k) => free[picks[k] % free.length]))];
          const worker = free.find((square) => !crates.includes(square));
          if (worker === undefined) return;
          for (const [placed, at] of [
            [level.crates, level.worker],
            [crates, worker],
          ] as const) {
            if (!learned.holds(placed, occupiedBy(analysis.size, placed), at)) continue;
            const verdict = referenceMinPushes({
              ...level,
              crates: [...placed].sort((a, b) => a - b),
              worker: at,
            });
            expect(verdict).not.toBeTypeOf('number');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the FESS search with learned deadlocks', () => {
  // The default plan's learning search, alone.
  const fess = planFor('any').find((weights) => weights.learnDeadlocks === true)!;

  it('is in the default plan', () => {
    expect(fess).toBeDefined();
  });

  it('solves what the brute-force solver solves, and proves the rest unsolvable', () => {
    fc.assert(
      fc.property(arbitraryLevel(4), (level) => {
        const expected = referenceMinPushes(level, 20_000);
        if (expected === 'limit') return;
        const result = solveWithTuning(level, { maxStates: 200_000 }, [fess]);
        expect(result.outcome).toBe(expected === 'unsolvable' ? 'exhausted' : 'found');
      }),
      { numRuns: 300 },
    );
  });
});

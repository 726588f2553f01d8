/**
 * Forward and backward searches on different threads meeting on a position, as the searches
 * of one thread meet in each other's stores. The stores stay on their threads; what crosses
 * is small:
 *
 * - **Published positions.** Every thread publishes each position its forward searches store
 *   in its forward set, and each one its backward searches store in its backward set: two
 *   32-bit hashes a position (the store's Zobrist hash picks the slot, `positionCheck` fills it), in an
 *   open-addressed table on a SharedArrayBuffer that only its own thread writes. A search
 *   that stores a position looks it up in the other threads' sets of the other direction.
 * - **The meeting board.** On a hit the thread writes the position on the board (crates,
 *   worker region, which thread holds each half), at most one a turn. Every thread reads the
 *   board between its turns and posts the half it holds: the pushes from the start to the
 *   position (forward) or from the position to the goal (backward), found in its own stores.
 *   The caller joins the two halves (`MeetingJoiner`), replays the solution and stops the
 *   threads.
 *
 * ```text
 * const buffers = CrossThreadMeeting.buffers({ threads: 2, crateCount: 6, maxStates: 1e6 });
 * // on thread t: searches get `limits.crossThread = new CrossThreadMeeting(buffers, t, post)`
 * // and the portfolio calls `meeting.answer(forward, backward)` between turns.
 * ```
 *
 * A thread whose searches all end without settling the level (run dry while pruning, or out
 * of room) keeps answering from its stores until the others end too (`serve`).
 *
 * A set publishes up to three quarters of its slots (at most 384 Ki positions), then stops
 * taking more; lookups go on, so a meeting is still found when either half came early. The
 * sets are kept that small for the cache: every stored position reads one of another thread's
 * sets, and at 8 MiB a set the two threads of XSokoban 29 and 40 stored 6% fewer positions a
 * second than without meeting; at 2 MiB, no fewer (12 runs of 5 s, alternating). Two positions that agree on both hashes are taken for one: the
 * halves are then found by exact lookups in the stores, so a false hit finds no half, and a
 * joined solution is replayed before it is used.
 */
import type { MeetingPoint, Push } from './search-settings.js';

export type MeetingSideName = 'forward' | 'backward';

/** One thread's half of a meeting, as it posts it to the caller. */
export interface MeetingHalf {
  /** The meeting's place on the board. */
  meeting: number;
  side: MeetingSideName;
  /**
   * Forward: the pushes from the start to the position; backward: from the position to the
   * goal. Null when the thread no longer holds the position (a search dropped).
   */
  pushes: Push[] | null;
  /** The preset of the search that holds the position. */
  search?: string;
  /** The side whose search stored the position second, and so made the meeting. */
  madeBy: MeetingSideName;
}

/** What the threads of one level share for meeting: hand the same object to each. */
export interface MeetingBuffers {
  threads: number;
  /** The positions each thread published: `sets[thread * 2 + side]`, side 0 forward. */
  sets: Int32Array[];
  board: Int32Array;
  /** Word 0: the threads whose searches are still running. */
  searching: Int32Array;
}

/** A search whose positions a meeting's half is looked up in. */
export type HalfHolder = MeetingPoint & { readonly presetName?: string };

/** The largest set: 512 Ki slots of a word (2 MiB). */
const MAX_SLOTS = 1 << 19;
const MIN_SLOTS = 1 << 10;
/** Meetings the board holds for one level; a level is settled long before they run out. */
const MAX_MEETINGS = 64;
/** How often a thread whose searches ended looks at the board. */
const SERVE_POLL_MS = 5;
/**
 * A meeting: ready (1 + the side that made it), forward thread, backward thread, hash, worker,
 * crate count, crates.
 */
const HEADER = 6;

/**
 * A set of positions by two hashes, written by one thread and read by any: open addressing,
 * linear probing from the slot the first hash picks, each slot holding the second hash (never
 * 0, so 0 marks a free slot). One word a position keeps the set small: it is read on every
 * position a search stores, so its cache misses are the cost of meeting. Aligned 32-bit
 * reads and writes of a SharedArrayBuffer never tear, so a slot is written once, plainly.
 */
export class SharedPositionSet {
  private readonly mask: number;
  private readonly room: number;
  private filled = 0;

  constructor(readonly words: Int32Array) {
    this.mask = words.length - 1;
    this.room = (words.length >> 2) * 3;
  }

  /** Words for a set of `slots` slots (a power of two), shared between threads by default. */
  static words(slots: number, shared = true): Int32Array {
    const bytes = slots * Int32Array.BYTES_PER_ELEMENT;
    return new Int32Array(shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
  }

  /** Whether the set holds all it may: it takes no new position. */
  get full(): boolean {
    return this.filled >= this.room;
  }

  /** Adds a position (its owner thread only); false when the set is full. */
  add(hash: number, check: number): boolean {
    const { words, mask } = this;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = words[slot];
      if (held === check) return true;
      if (held === 0) {
        if (this.filled >= this.room) return false;
        words[slot] = check;
        this.filled++;
        return true;
      }
    }
  }

  has(hash: number, check: number): boolean {
    const { words, mask } = this;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = words[slot];
      if (held === check) return true;
      if (held === 0) return false;
    }
  }
}

/**
 * A second hash of a position, independent of the store's Zobrist hash: with it a false hit
 * needs two 32-bit hashes to agree. Never 0.
 */
export function positionCheck(crates: ArrayLike<number>, worker: number): number {
  let h = Math.imul(worker + 1, 0x9e3779b1);
  for (let i = 0; i < crates.length; i++) {
    h = Math.imul(h ^ crates[i], 0x01000193);
    h ^= h >>> 15;
  }
  h = Math.imul(h ^ (h >>> 13), 0x85ebca6b);
  h ^= h >>> 16;
  return h === 0 ? 1 : h;
}

/** One thread's view of the meeting: what its searches publish, look up and answer. */
export class CrossThreadMeeting {
  /** Forward searches call `forward.stored`, backward ones `backward.stored`. */
  readonly forward: MeetingSide;
  readonly backward: MeetingSide;
  /** Meetings on the board this thread has read. */
  private read = 0;
  /** Whether this thread wrote a meeting since its last turn ended. */
  filedThisTurn = false;

  constructor(
    private readonly buffers: MeetingBuffers,
    readonly thread: number,
    private readonly onHalf: (half: MeetingHalf) => void,
  ) {
    const { sets, threads } = buffers;
    const others = (side: number): OtherSet[] =>
      Array.from({ length: threads }, (_, t) => t)
        .filter((t) => t !== thread)
        .map((t) => ({ thread: t, set: new SharedPositionSet(sets[t * 2 + side]) }));
    this.forward = new MeetingSide(this, 0, new SharedPositionSet(sets[thread * 2]), others(1));
    this.backward = new MeetingSide(
      this,
      1,
      new SharedPositionSet(sets[thread * 2 + 1]),
      others(0),
    );
  }

  /**
   * The shared buffers for `threads` threads of a level with `crateCount` crates (or fewer),
   * the sets sized for `maxStates` positions.
   */
  static buffers(options: {
    threads: number;
    crateCount: number;
    maxStates: number;
  }): MeetingBuffers {
    const { threads, crateCount, maxStates } = options;
    let slots = MIN_SLOTS;
    while (slots < MAX_SLOTS && slots < maxStates) slots *= 2;
    const sets = Array.from({ length: threads * 2 }, () => SharedPositionSet.words(slots));
    const boardBytes = (1 + MAX_MEETINGS * (HEADER + crateCount)) * Int32Array.BYTES_PER_ELEMENT;
    const board = new Int32Array(new SharedArrayBuffer(boardBytes));
    const searching = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    searching[0] = threads;
    return { threads, sets, board, searching };
  }

  /**
   * Between turns: posts this thread's half of every meeting written since it last looked,
   * looked up in its `forward` or `backward` searches.
   */
  answer(forward: readonly HalfHolder[], backward: readonly HalfHolder[]): void {
    this.filedThisTurn = false;
    const { board } = this.buffers;
    const written = Math.min(Atomics.load(board, 0), MAX_MEETINGS);
    for (; this.read < written; this.read++) {
      const at = this.recordAt(this.read);
      const ready = Atomics.load(board, at);
      if (ready === 0) return; // still being written
      const madeBy = ready === 1 ? 'forward' : 'backward';
      const n = board[at + 5];
      const crates = board.subarray(at + HEADER, at + HEADER + n);
      const position = { hash: board[at + 3], crates, worker: board[at + 4] };
      if (board[at + 1] === this.thread) this.post(this.read, 'forward', madeBy, forward, position);
      if (board[at + 2] === this.thread)
        this.post(this.read, 'backward', madeBy, backward, position);
    }
  }

  /**
   * Once this thread's searches have ended without settling the level: its stores are still
   * there for the others to meet, so it goes on answering meetings until every thread's
   * searches have ended, `stopFlag` is raised or the `deadline` (`performance.now()`) passes.
   */
  serve(
    forward: readonly HalfHolder[],
    backward: readonly HalfHolder[],
    until: { stopFlag?: Int32Array; deadline?: number },
  ): void {
    const { searching } = this.buffers;
    const stopFlag = until.stopFlag ?? new Int32Array(new SharedArrayBuffer(4));
    const deadline = until.deadline ?? Infinity;
    Atomics.sub(searching, 0, 1);
    for (;;) {
      this.answer(forward, backward);
      if (Atomics.load(stopFlag, 0) !== 0 || performance.now() >= deadline) return;
      if (Atomics.load(searching, 0) <= 0) break;
      Atomics.wait(stopFlag, 0, 0, SERVE_POLL_MS);
    }
    // The last thread to end may have written a meeting just before it did.
    this.answer(forward, backward);
  }

  /** This thread's searches ended and settled the level (or were stopped): no serving. */
  searchOver(): void {
    Atomics.sub(this.buffers.searching, 0, 1);
  }

  /** Writes a meeting of this thread's `side` with thread `other` on the board. */
  file(side: number, other: number, hash: number, crates: ArrayLike<number>, worker: number): void {
    this.filedThisTurn = true;
    const { board } = this.buffers;
    const meeting = Atomics.add(board, 0, 1);
    if (meeting >= MAX_MEETINGS) return;
    const at = this.recordAt(meeting);
    board[at + 1] = side === 0 ? this.thread : other;
    board[at + 2] = side === 0 ? other : this.thread;
    board[at + 3] = hash;
    board[at + 4] = worker;
    board[at + 5] = crates.length;
    for (let i = 0; i < crates.length; i++) board[at + HEADER + i] = crates[i];
    Atomics.store(board, at, 1 + side);
  }

  private recordAt(meeting: number): number {
    const recordWords = (this.buffers.board.length - 1) / MAX_MEETINGS;
    return 1 + meeting * recordWords;
  }

  private post(
    meeting: number,
    side: MeetingSideName,
    madeBy: MeetingSideName,
    holders: readonly HalfHolder[],
    { hash, crates, worker }: { hash: number; crates: Int32Array; worker: number },
  ): void {
    for (const holder of holders) {
      const id = holder.find(hash, crates, worker);
      if (id === -1) continue;
      const pushes = holder.pushesOf(id);
      this.onHalf({ meeting, side, madeBy, pushes, search: holder.presetName });
      return;
    }
    this.onHalf({ meeting, side, madeBy, pushes: null });
  }
}

/** Another thread's set of positions, and that thread. */
interface OtherSet {
  thread: number;
  set: SharedPositionSet;
}

/** One direction's publishing and lookups on one thread. */
export class MeetingSide {
  constructor(
    private readonly meeting: CrossThreadMeeting,
    /** 0 forward, 1 backward. */
    private readonly side: number,
    private readonly own: SharedPositionSet,
    /** The other threads' sets of the other direction. */
    private readonly opposite: readonly OtherSet[],
  ) {}

  /** A search of this direction stored this position: publish it, and look for a meeting. */
  stored(hash: number, crates: ArrayLike<number>, worker: number): void {
    const check = positionCheck(crates, worker);
    // A full set would probe its longest runs only to refuse the position (4% of a thread's
    // time on XSokoban 29, once the sets fill after a few seconds).
    if (!this.own.full) this.own.add(hash, check);
    if (this.meeting.filedThisTurn) return;
    for (const { thread, set } of this.opposite) {
      if (!set.has(hash, check)) continue;
      this.meeting.file(this.side, thread, hash, crates, worker);
      return;
    }
  }
}

/**
 * The caller's side: collects the halves the threads post and joins a meeting's two into the
 * pushes of a whole solution, forward half first.
 */
export class MeetingJoiner {
  private readonly halves = new Map<number, MeetingHalf>();

  /**
   * The solution's pushes, once both halves of a meeting are in, with the search that made the
   * meeting (`finisher`) and the one it met (`partner`).
   */
  add(half: MeetingHalf): { pushes: Push[]; finisher: string; partner: string } | undefined {
    const other = this.halves.get(half.meeting);
    if (other === undefined) {
      this.halves.set(half.meeting, half);
      return undefined;
    }
    if (other.side === half.side || half.pushes === null || other.pushes === null) return undefined;
    const [forward, backward] = half.side === 'forward' ? [half, other] : [other, half];
    const [finisher, partner] =
      half.madeBy === 'forward' ? [forward, backward] : [backward, forward];
    return {
      pushes: [...forward.pushes!, ...backward.pushes!],
      finisher: finisher.search ?? finisher.side,
      partner: partner.search ?? partner.side,
    };
  }
}

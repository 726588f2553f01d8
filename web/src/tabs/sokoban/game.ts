/**
 * The Sokoban tab's state, in one place: the level on the board, where it came from, the
 * moves played (pushes in capitals) and the position they reach, which is always the
 * library's `replay` of the moves: the page has no rules of its own. Views subscribe.
 *
 * ```ts
 * const game = new SokobanGame();
 * game.onChange(() => draw(game.position!));
 * game.load(level, { caption: 'Microban 1' });
 * game.play('r'); // false when the move is not legal
 * game.restart(); // back to the start; game.undo() brings the moves back
 * game.levelHere(); // the position reached, as a level to solve from
 * ```
 */
import {
  levelAt,
  replay,
  type ReplayResult,
  type SokobanLevel,
} from '../../../../src/puzzles/sokoban/index.js';

export interface LevelSource {
  /** What the board's heading says. */
  caption: string;
  credit?: string;
  /** A bundled collection and level number, or undefined for a pasted or opened level. */
  collection?: string;
  number?: number;
}

export class SokobanGame {
  level: SokobanLevel | undefined;
  source: LevelSource = { caption: '' };
  moves = '';
  position: ReplayResult | undefined;
  /** Why the last move was refused, until the next change. */
  refused: string | undefined;
  /** The moves each Restart cleared, latest last: Undo at the start brings them back. */
  private restarted: string[] = [];
  private readonly listeners: ((why: 'level' | 'moves') => void)[] = [];

  onChange(listener: (why: 'level' | 'moves') => void): void {
    this.listeners.push(listener);
  }

  load(level: SokobanLevel, source: LevelSource, moves = ''): void {
    this.level = level;
    this.source = source;
    this.moves = '';
    this.restarted = [];
    this.position = replay(level, '');
    this.emit('level');
    if (moves) this.setMoves(moves);
  }

  /** Replays `moves` from the start; an illegal sequence is refused (and kept out). */
  setMoves(moves: string): boolean {
    if (!this.level) return false;
    const replayed = replay(this.level, moves);
    if (!replayed.legal) {
      this.refused = `That move ${replayed.error!.reason}.`;
      this.emit('moves');
      return false;
    }
    this.refused = undefined;
    this.moves = replayed.lurd;
    this.position = replayed;
    this.emit('moves');
    return true;
  }

  play(move: string): boolean {
    if (!this.position || this.position.solved) return false;
    // Unmarked moves: the replay finds the pushes itself (a lower-case move after a capital
    // would be read as a walk that cannot push).
    return this.setMoves(this.moves.toLowerCase() + move.toLowerCase());
  }

  /** Whether Undo has something to take back: a move, or a Restart. */
  get canUndo(): boolean {
    return this.moves.length > 0 || this.restarted.length > 0;
  }

  /** Takes back the last move; at the start after a Restart, brings back what it cleared. */
  undo(): void {
    const cleared = this.moves === '' ? this.restarted.pop() : undefined;
    this.setMoves(cleared ?? this.moves.slice(0, -1));
  }

  /** Back to the start, as one step that Undo takes back (the moves are not lost). */
  restart(): void {
    if (this.moves) this.restarted.push(this.moves);
    this.setMoves('');
  }

  /** The position reached, as a level of its own: what Hint and Solve search from. */
  levelHere(): SokobanLevel | undefined {
    if (!this.level || !this.position) return undefined;
    return levelAt(this.level, this.position);
  }

  private emit(why: 'level' | 'moves'): void {
    for (const listener of this.listeners) listener(why);
  }
}

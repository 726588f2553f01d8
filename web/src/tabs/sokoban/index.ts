/**
 * The Sokoban tab: pick a bundled level, paste one or open your own file, play it with the
 * keyboard or by tapping; Hint and Solve work from the position reached (the library's
 * solver in a Web Worker, Stop terminates it); Optimize shortens the solution shown (the
 * player's or the solver's); Watch replays the solver's push search on a small level, BFS
 * against A*, side by side. The state is the game (./game.ts); the parts are the level
 * picker, the board, the solver panel and the optimize panel. The URL keeps the level and
 * the moves played.
 */
import {
  compressMoves,
  writeLevel,
  type SokobanLevel,
} from '../../../../src/puzzles/sokoban/index.js';
import { formatCount, h } from '../../dom.js';
import { plural } from '../../plural.js';
import type { CollectionId } from '../../sokoban-levels.js';
import { COLLECTIONS } from '../../sokoban-levels.js';
import { saveButton } from '../../ui/files.js';
import { workspace } from '../../ui/layout.js';
import { ModeSwitch } from '../../ui/mode-switch.js';
import { StatusLine } from '../../ui/status-line.js';
import { packText, unpackText } from '../../url-state.js';
import { SokobanWatch } from '../../watch/sokoban-watch.js';
import type { Tab, TabContext } from '../tab.js';
import { MOVE_NAMES, SokobanBoard } from './board.js';
import { DeadlockPanel } from './deadlock-panel.js';
import { SokobanEditor } from './editor.js';
import { SokobanGame } from './game.js';
import { LevelPicker } from './level-picker.js';
import { OptimizePanel } from './optimize-panel.js';
import { SolverPanel } from './solver-panel.js';

export function sokobanTab(): Tab {
  let tab: SokobanTab | undefined;
  return {
    id: 'sokoban',
    title: 'Sokoban',
    blurb:
      'Push every crate onto a goal. Play it yourself, ask for a hint, or let the solver find a way and watch it.',
    mount(panel, context) {
      tab = new SokobanTab(panel, context);
    },
    restore: (params) => void tab?.restore(params),
    show: () => tab?.setActive(true),
    hide: () => tab?.setActive(false),
  };
}

class SokobanTab {
  private readonly game = new SokobanGame();
  private readonly status: StatusLine;
  private readonly board: SokobanBoard;
  private readonly picker: LevelPicker;
  private readonly solver: SolverPanel;
  private readonly optimizer: OptimizePanel;
  private readonly deadlock: DeadlockPanel;
  private readonly watch = new SokobanWatch();
  private readonly modes: ModeSwitch<'play' | 'edit' | 'watch'>;
  private readonly editor: SokobanEditor;
  private readonly title = h('p', { class: 'level-title' });
  private readonly credit = h('p', { class: 'note credit' });
  private readonly levelHead = h('div', { class: 'level-head' }, this.title, this.credit);
  private readonly moveCount = h('strong', { 'data-role': 'moves' }, '0');
  private readonly pushCount = h('strong', { 'data-role': 'pushes' }, '0');
  private readonly solvedBanner = h(
    'span',
    { class: 'solved', 'data-role': 'solved', hidden: true },
    'Solved!',
  );
  /** Read out by screen readers after each move: what the board shows changed. */
  private readonly announcer = h('p', {
    class: 'visually-hidden',
    'aria-live': 'polite',
    'data-role': 'announce',
  });
  private announcedMoves = '';
  private readonly undoButton = h(
    'button',
    { type: 'button', 'data-action': 'undo', onclick: () => this.game.undo() },
    'Undo',
  );
  private readonly stage: HTMLElement;
  private readonly playArea: HTMLElement;
  private readonly watchNote = h(
    'p',
    { class: 'note', hidden: true },
    "Press Play. Each step expands one position: its crates are drawn, the worker's region is shaded, and squares warm up the more often a crate stood on them. BFS tries every position of k pushes before k + 1; A* lets a lower bound of the pushes left choose.",
  );

  constructor(
    private readonly panel: HTMLElement,
    private readonly context: TabContext,
  ) {
    this.status = new StatusLine();
    const onError = (text: string) => this.status.error(text);
    this.board = new SokobanBoard(this.game);
    this.board.beforeMove = () => {
      this.solver.playback.pause();
      this.status.clear();
    };
    this.picker = new LevelPicker({
      onLevel: (level, source, moves) => this.game.load(level, source, moves),
      onError,
    });
    this.solver = new SolverPanel(this.game, {
      onHint: (hint) => {
        this.board.marks.hint = hint && { crate: hint.crate, to: hint.to };
        this.board.draw();
      },
      onError,
      onSolution: () => this.optimizer.reset(),
    });
    this.optimizer = new OptimizePanel(this.game, this.solver, { onError });
    this.deadlock = new DeadlockPanel(this.game, this.board);
    this.modes = new ModeSwitch(
      panel,
      [
        // Not "Play": that is the solution's playback button, beside the board.
        ['play', 'Play yourself'],
        ['edit', 'Edit'],
        ['watch', 'Watch'],
      ],
      (mode) => this.setMode(mode),
    );
    this.editor = new SokobanEditor({
      onPlay: (level) => this.playEdited(level, false),
      onSolve: (level) => this.playEdited(level, true),
      onChange: () => void this.saveUrl(),
    });

    const scoreline = h(
      'div',
      { class: 'scoreline', 'data-role': 'scoreline' },
      h('span', {}, 'Moves ', this.moveCount),
      h('span', {}, 'Pushes ', this.pushCount),
      this.solvedBanner,
      h(
        'span',
        { class: 'buttons' },
        this.undoButton,
        h(
          'button',
          { type: 'button', 'data-action': 'restart-level', onclick: () => this.game.restart() },
          'Restart',
        ),
      ),
    );
    // On a phone the counters, Undo, Hint and Solve stay next to the board: all in the stage.
    this.playArea = h(
      'div',
      { class: 'play-area' },
      scoreline,
      this.board.card,
      this.board.pad,
      this.solver.buttons,
      this.solver.status,
      this.optimizer.element,
      this.deadlock.warning,
      this.announcer,
    );
    this.stage = h('div', { class: 'stage' }, this.levelHead, this.playArea);
    panel.classList.add('sokoban-panel');
    panel.append(
      workspace(
        [
          // On a phone this group comes before the board, the other after it.
          h(
            'div',
            { class: 'control-group level-choice' },
            this.modes.element,
            this.picker.element,
            this.status.element,
            this.watchNote,
          ),
          h(
            'div',
            { class: 'control-group', 'data-path-only': '' },
            this.deadlock.controls,
            h(
              'p',
              { class: 'note keys-note' },
              'Arrow keys or WASD to move, U or Backspace to undo, R to restart (Undo brings the moves back). On a touch screen, tap a square next to the worker or use the arrows under the board.',
            ),
            h(
              'div',
              { class: 'buttons' },
              saveButton('Save level', () => this.levelFile()),
              saveButton('Save moves', () =>
                this.game.moves ? { name: 'moves.txt', text: `${this.game.moves}\n` } : undefined,
              ),
            ),
            this.solver.details,
          ),
          this.editor.controls,
        ],
        this.stage,
      ),
    );
    this.picker.acceptDrops(panel);
    this.game.onChange((why) => this.changed(why));
    this.modes.set('play');
    void this.restore(context.params);
  }

  setActive(active: boolean): void {
    this.board.active = active && this.modes.value === 'play';
    if (!active) {
      // Leaving the tab ends a solve and any playback: nothing runs unseen.
      this.solver.stop();
      this.optimizer.stop();
      this.editor.stop();
      this.solver.playback.pause();
      this.watch.pause();
    }
  }

  /** Shows what a link says: `c` collection and `n` number, or `p` a packed level; `m` moves. */
  async restore(params: URLSearchParams): Promise<void> {
    const edited = params.get('edit');
    if (edited !== null) {
      // A level being painted: the board keeps a level to play meanwhile.
      if (!this.game.level) await this.picker.loadBundled('microban', 1);
      if (this.modes.value !== 'edit') this.modes.set('edit');
      try {
        this.editor.loadText(await unpackText(edited));
      } catch (caught) {
        this.status.error((caught as Error).message);
      }
      return;
    }
    if (this.modes.value === 'edit') this.modes.set('play');
    const moves = params.get('m') ?? undefined;
    const pasted = params.get('p');
    if (pasted) {
      try {
        this.picker.loadText(await unpackText(pasted), 'level in the link', moves);
      } catch (caught) {
        this.status.error((caught as Error).message);
      }
      return;
    }
    const id = params.get('c');
    const known = COLLECTIONS.find((c) => c.id === id)?.id ?? 'microban';
    await this.picker.loadBundled(known as CollectionId, Number(params.get('n')) || 1, moves);
  }

  private changed(why: 'level' | 'moves'): void {
    const { position, source, refused } = this.game;
    if (why === 'level') {
      this.solver.reset();
      this.status.clear();
      this.title.textContent = source.caption;
      this.credit.textContent = source.credit ?? '';
      this.board.marks = {};
      this.board.rebuild();
      this.deadlock.levelChanged();
      if (this.modes.value === 'watch') this.watch.load(this.game.level);
      if (this.modes.value === 'edit') this.editor.loadLevel(this.game.level!);
    } else {
      if (refused) this.status.error(refused);
      this.board.marks.hint = undefined;
      this.solver.positionChanged();
      this.deadlock.moved();
      this.board.draw();
    }
    if (!position) return;
    this.moveCount.textContent = formatCount(position.moves);
    this.pushCount.textContent = formatCount(position.pushes);
    this.solvedBanner.hidden = !position.solved;
    this.undoButton.disabled = !this.game.canUndo;
    if (why === 'moves' && !refused) this.announce();
    this.announcedMoves = this.game.moves;
    void this.saveUrl();
  }

  /** Says the move just made (or undone) and "Solved!" to a screen reader. */
  private announce(): void {
    const { moves, position } = this.game;
    const before = this.announcedMoves;
    if (!position || moves === before) return;
    const counts = `${plural(position.moves, 'move')}, ${plural(position.pushes, 'push')}.`;
    const last = moves.at(-1) ?? '';
    let text: string;
    if (moves === '') text = 'Back at the start.';
    else if (
      moves.length === before.length + 1 &&
      moves.toLowerCase().startsWith(before.toLowerCase())
    )
      text = `${MOVE_NAMES[last.toLowerCase()]}${last === last.toUpperCase() ? ', pushing a crate' : ''}.`;
    else if (moves.length < before.length && before.toLowerCase().startsWith(moves.toLowerCase()))
      text = `Undone. ${counts}`;
    else text = counts;
    this.announcer.textContent = position.solved ? `${text} Solved! ${counts}` : text;
  }

  private async saveUrl(): Promise<void> {
    if (this.modes.value === 'edit') {
      const text = this.editor.text;
      const packed = await packText(text);
      if (this.modes.value === 'edit' && this.editor.text === text)
        this.context.save({ edit: packed });
      return;
    }
    const { source, moves, level } = this.game;
    const m = moves ? compressMoves(moves) : undefined;
    if (source.collection) {
      this.context.save({ c: source.collection, n: String(source.number), m });
    } else if (level) {
      const text = writeLevel(level);
      const packed = await packText(text);
      // A later change may have saved already; only the newest state goes into the URL.
      if (this.game.level === level && this.game.moves === moves)
        this.context.save({ p: packed, m });
    }
  }

  private levelFile(): { name: string; text: string } | undefined {
    const level = this.game.level;
    if (!level) return undefined;
    const name = (this.game.source.caption || 'level').replace(/[^\w.-]+/g, '-').toLowerCase();
    return { name: `${name}.sok`, text: writeLevel(level) };
  }

  private setMode(mode: 'play' | 'edit' | 'watch'): void {
    this.watchNote.hidden = mode !== 'watch';
    this.board.active = mode === 'play';
    this.panel.classList.toggle('editing', mode === 'edit');
    const head = this.levelHead;
    if (mode !== 'play') {
      this.solver.stop();
      this.optimizer.stop();
      this.solver.playback.pause();
    }
    if (mode !== 'watch') this.watch.pause();
    if (mode !== 'edit') this.editor.stop();
    if (mode === 'watch') {
      this.stage.replaceChildren(head, this.watch.element);
      this.watch.load(this.game.level);
    } else if (mode === 'edit') {
      this.stage.replaceChildren(this.editor.stage);
      if (this.game.level) this.editor.loadLevel(this.game.level);
    } else this.stage.replaceChildren(head, this.playArea);
    void this.saveUrl();
  }

  /** The painted level goes to the board, to play or to solve at once. */
  private playEdited(level: SokobanLevel, solve: boolean): void {
    this.modes.set('play');
    this.game.load(level, { caption: 'Your level' });
    if (solve) this.solver.solve();
  }
}

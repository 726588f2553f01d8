/**
 * The laser tab: edit a board by clicking (place a piece, click it again to rotate it), see
 * the beams follow live — the library's `simulateLight` on every change — and solve a laser
 * puzzle (the pieces of its `place:` line) in a Web Worker. The text format of the CLI is
 * shown beside the board and may be edited, pasted, opened from a file or dropped on the
 * tab; errors show inline. Watch searches
 * the rays from the emitters to a target, BFS against DFS, side by side. How pieces look and
 * count is ./pieces.ts.
 */
import {
  EMPTY,
  LaserBoard,
  parseLaser,
  raySquare,
  simulateLight,
  TARGET,
  type LaserSolveStats,
  type PieceCount,
  type Placement,
} from '../../../../src/puzzles/laser/index.js';
import { field, formatCount, formatMs, h } from '../../dom.js';
import { plural } from '../../plural.js';
import { Counters } from '../../ui/counters.js';
import { acceptDrops, openFileButton, saveButton, type TextFile } from '../../ui/files.js';
import { workspace } from '../../ui/layout.js';
import { ModeSwitch } from '../../ui/mode-switch.js';
import { SolveControls, stoppedText } from '../../ui/solve-controls.js';
import { errorText, StatusLine } from '../../ui/status-line.js';
import { packText, unpackText } from '../../url-state.js';
import { GridView } from '../../grid-view.js';
import type { LaserSolveMessage, LaserSolveRequest } from '../../workers/laser.worker.js';
import { laserWatch, laserWatchQuery } from '../../watch/laser-watch.js';
import { type Tab, type TabContext, lazyTab } from '../tab.js';
import {
  CLASS,
  GLYPH,
  lookOf,
  PIECE_NAME,
  placeLineOf,
  remainingPieces,
  squareName,
  TOOLS,
} from './pieces.js';

const examples = import.meta.glob<string>('../../../../examples/laser/*.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The example puzzles of examples/laser, by file name. */
const BUILT_IN: Record<string, string> = Object.fromEntries(
  Object.entries(examples).map(([path, text]) => [path.replace(/^.*\/|\.txt$/g, ''), text]),
);
const FIRST = 'two-targets' in BUILT_IN ? 'two-targets' : Object.keys(BUILT_IN).sort()[0];
/** The widest and tallest board the Size boxes make. */
const MAX_SIDE = 24;

export function laserTab(): Tab {
  return lazyTab(
    {
      id: 'laser',
      title: 'Laser',
      blurb:
        'Mirrors, splitters and beams: click to place and turn pieces, watch the light, solve the puzzle.',
    },
    mount,
  );
}

/**
 * Builds the tab. Its state: the board, the pieces the puzzle asks to place, and those the
 * user placed by hand (counted off the place line); the URL holds the example's name or the
 * board text itself.
 */
function mount(panel: HTMLElement, context: TabContext) {
  let board: LaserBoard | undefined;
  let pieces: PieceCount[] = [];
  /** Squares open in the puzzle where the user put a piece, and what. */
  let placedByHand = new Map<number, number>();
  let tool = TOOLS[1];
  let view: GridView | undefined;
  let beforeSolve: string | undefined;
  let solvedSquares = new Set<number>();

  const exampleSelect = h(
    'select',
    { name: 'example', 'aria-label': 'example' },
    Object.keys(BUILT_IN)
      .sort()
      .map((name) =>
        h('option', { value: name, selected: name === FIRST }, name.replace(/-/g, ' ')),
      ),
    h('option', { value: '', hidden: true }, 'your board'),
  );
  const widthInput = h('input', {
    type: 'number',
    name: 'width',
    min: '1',
    max: String(MAX_SIDE),
    'aria-label': 'width',
  });
  const heightInput = h('input', {
    type: 'number',
    name: 'height',
    min: '1',
    max: String(MAX_SIDE),
    'aria-label': 'height',
  });
  const text = h('textarea', { name: 'laser-text', rows: 9, spellcheck: false, class: 'mono' });
  const status = h('p', { class: 'laser-status', 'data-role': 'laser-status' });
  const toolButtons = TOOLS.map((t) =>
    h(
      'button',
      { type: 'button', 'data-tool': t.id, title: t.name, onclick: () => setTool(t.id) },
      h(
        'span',
        { class: `tool-icon cell ${CLASS[t.kinds[0]] ?? 'empty'}` },
        GLYPH[t.kinds[0]] ?? '',
      ),
      t.name,
    ),
  );
  const solverStatus = h('p', { class: 'note', 'data-role': 'solver-status' });
  const solverStats = new Counters('solver-stats');
  // A new error clears the old solution and its figures.
  const error = new StatusLine({
    results: [solverStatus],
    onError: () => solverStats.hide(),
  });
  const resetButton = h(
    'button',
    {
      type: 'button',
      'data-action': 'unsolve',
      hidden: true,
      onclick: () => beforeSolve !== undefined && loadText(beforeSolve),
    },
    'Back to the puzzle',
  );
  const solver = new SolveControls({
    onSolve: () => solve(),
    onStop: (ms) => (solverStatus.textContent = stoppedText(ms)),
  });
  const watchNote = h(
    'p',
    { class: 'note', hidden: true },
    'Press Play. The light is searched ray by ray from the emitters until it enters a target: BFS spreads like the light itself and finds the nearest target; DFS follows one beam to its end first. A puzzle not yet solved may light no target: solve it on the Board view first, or pick the splitters example.',
  );
  const boardCard = h('div', { class: 'board-card card laser-card' });
  const stage = h('div', { class: 'stage' }, boardCard, status);
  const watch = laserWatch();
  const modes = new ModeSwitch(
    panel,
    [
      ['edit', 'Board'],
      ['watch', 'Watch'],
    ],
    (mode) => setMode(mode),
  );
  const onError = (message: string) => error.error(message);

  panel.append(
    workspace(
      [
        modes.element,
        h(
          'div',
          { class: 'field-row' },
          field('Example', exampleSelect),
          field('Size', h('span', { class: 'inline one-line' }, widthInput, '×', heightInput)),
        ),
        h(
          'div',
          { class: 'tools', role: 'toolbar', 'aria-label': 'pieces', 'data-path-only': '' },
          toolButtons,
        ),
        h(
          'p',
          { class: 'note', 'data-path-only': '' },
          'Click a square to place the piece; click it again to turn it. ',
          h('span', { class: 'mouse-only' }, 'Right-click erases.'),
          h('span', { class: 'touch-only' }, 'Choose Erase to remove a piece.'),
        ),
        field(
          'Board text',
          text,
          'the CLI format: one character a square, then place: pieces to add',
        ),
        h(
          'div',
          { class: 'buttons' },
          openFileButton('.txt,text/plain', (file) => openFile(file), onError),
          saveButton('Save board', () =>
            board ? { name: `${exampleSelect.value || 'laser'}.txt`, text: text.value } : undefined,
          ),
        ),
        error.element,
        h('div', { class: 'buttons', 'data-path-only': '' }, solver.element, resetButton),
        solverStatus,
        solverStats.element,
        watchNote,
      ],
      stage,
    ),
  );
  acceptDrops(panel, (file) => openFile(file), onError);

  function setMode(next: 'edit' | 'watch'): void {
    watchNote.hidden = next !== 'watch';
    if (next === 'watch') {
      solver.stop();
      stage.replaceChildren(watch.element);
      loadWatch();
    } else {
      watch.pause();
      stage.replaceChildren(boardCard, status);
    }
    void save();
  }

  function loadWatch(): void {
    if (board && modes.value === 'watch') watch.load(laserWatchQuery(board, lookOf(board)));
  }

  function setTool(id: string): void {
    tool = TOOLS.find((t) => t.id === id)!;
    for (const button of toolButtons) button.classList.toggle('active', button.dataset.tool === id);
  }

  function openFile(file: TextFile): void {
    exampleSelect.value = '';
    loadText(file.text, false, file.name);
  }

  /** Parses the text (board and place line); on success the board is redrawn from it. */
  function loadText(source: string, keepText = false, file = 'board'): void {
    try {
      const puzzle = parseLaser(source, { file });
      board = puzzle.board;
      pieces = puzzle.pieces;
      if (!keepText) text.value = source;
      error.clear();
      placedByHand = new Map();
      solvedSquares = new Set();
      resetButton.hidden = true;
      solverStatus.textContent = '';
      solverStats.hide();
      rebuildView();
      loadWatch();
      void save();
    } catch (caught) {
      error.error(errorText(caught));
    }
  }

  /** The text of the current board, its place line counted down by the pieces placed. */
  function boardText(): string {
    const line = placeLineOf(remainingPieces(pieces, placedByHand.values()));
    return board!.toText() + (line ? `${line}\n` : '');
  }

  function rebuildView(): void {
    const b = board!;
    widthInput.value = String(b.width);
    heightInput.value = String(b.height);
    if (!view || view.options.width !== b.width || view.options.height !== b.height) {
      // Rows and columns are numbered, as the solution names squares.
      view = new GridView({
        width: b.width,
        height: b.height,
        className: 'laser-board',
        label: (square) => squareName(b, square),
        rankLabel: (y) => String(y + 1),
        fileLabel: (x) => String(x + 1),
      });
      view.onClick = (square) => edit(square, false);
      view.element.addEventListener('contextmenu', (event) => {
        const target = event.target as HTMLElement;
        if (target.dataset.square === undefined) return;
        event.preventDefault();
        edit(Number(target.dataset.square), true);
      });
      boardCard.replaceChildren(view.element);
      boardCard.style.setProperty('--board-cols', String(b.width));
    }
    draw();
  }

  function draw(): void {
    const b = board!;
    const v = view!;
    const light = simulateLight(b);
    const lit = new Set(light.targetsHit);
    for (let square = 0; square < b.board.size; square++) {
      const kind = b.kindAt(square);
      const parts = [CLASS[kind] ?? (b.placeable[square] ? 'empty' : 'closed')];
      if (kind === TARGET && lit.has(square)) parts.push('lit');
      if (solvedSquares.has(square)) parts.push('placed');
      v.setState(square, parts.join(' '));
      v.setLabel(square, GLYPH[kind] ?? '');
      const what = `${PIECE_NAME[kind] ?? (kind === EMPTY ? 'empty' : (CLASS[kind] ?? ''))}${b.placeable[square] || kind !== EMPTY ? '' : ' (closed)'}`;
      v.cells[square].title = what;
      v.describe(square, kind === TARGET && lit.has(square) ? `${what}, lit` : what);
    }
    const segments: [number, number, number, number][] = [];
    for (const r of light.rays) {
      const from = raySquare(r);
      const x = (from % b.width) + 0.5;
      const y = Math.floor(from / b.width) + 0.5;
      const next = b.nextSquare(r);
      const dx = [0, 0, -1, 1][r & 3];
      const dy = [-1, 1, 0, 0][r & 3];
      // Light leaving the board is drawn to the edge.
      const length = next < 0 ? 0.5 : 1;
      segments.push([x, y, x + dx * length, y + dy * length]);
    }
    v.drawSegments(segments, 'beam-glow');
    v.drawSegments(segments, 'beam');
    const total = b.targets.length;
    const left = placeLineOf(remainingPieces(pieces, placedByHand.values()));
    status.dataset.lit = String(light.targetsHit.length);
    status.dataset.targets = String(total);
    status.textContent =
      total === 0
        ? `${plural(light.rays.length, 'ray')}, no targets`
        : `${light.targetsHit.length} of ${plural(total, 'target')} lit${light.targetsHit.length === total ? ' ✓' : ''}${left ? ` · to ${left}` : ''}`;
    status.classList.toggle('all-lit', total > 0 && light.targetsHit.length === total);
  }

  function edit(square: number, erase: boolean): void {
    if (!board) return;
    const current = board.kindAt(square);
    let kind = EMPTY;
    if (!erase) {
      const family = tool.kinds;
      const at = family.indexOf(current);
      kind = at === -1 ? family[0] : family[(at + 1) % family.length];
    }
    // A piece put on an open square counts off the place line; erasing it gives it back.
    const open = board.placeable[square] === 1 || placedByHand.has(square);
    if (open && kind !== EMPTY) placedByHand.set(square, kind);
    else placedByHand.delete(square);
    // `with` marks changed squares fixed; an erased square becomes free to place on again.
    const kinds = board.kinds.slice();
    const placeable = board.placeable.slice();
    kinds[square] = kind;
    placeable[square] = kind === EMPTY ? 1 : 0;
    board = new LaserBoard(board.width, board.height, kinds, placeable);
    solvedSquares.delete(square);
    text.value = boardText();
    error.clear();
    draw();
    void save();
  }

  /** A side typed in a Size box, or why it is not one (the board keeps its size then). */
  function readSide(input: HTMLInputElement, name: string): number | string {
    const typed = input.value.trim();
    const side = Number(typed);
    if (typed !== '' && Number.isInteger(side) && side >= 1 && side <= MAX_SIDE) return side;
    return `${name}: expected a whole number from 1 to ${MAX_SIDE}${typed ? `, not ${typed}` : ''}`;
  }

  function resize(): void {
    if (!board) return;
    const width = readSide(widthInput, 'Width');
    const height = readSide(heightInput, 'Height');
    if (typeof width === 'string') return error.error(width);
    if (typeof height === 'string') return error.error(height);
    error.clear();
    const kinds = new Uint8Array(width * height);
    const placeable = new Uint8Array(width * height).fill(1);
    for (let y = 0; y < Math.min(height, board.height); y++) {
      for (let x = 0; x < Math.min(width, board.width); x++) {
        kinds[y * width + x] = board.kindAt(y * board.width + x);
        placeable[y * width + x] = board.placeable[y * board.width + x];
      }
    }
    board = new LaserBoard(width, height, kinds, placeable);
    placedByHand = new Map();
    text.value = boardText();
    rebuildView();
    void save();
  }

  function solve(): void {
    if (!board) return;
    beforeSolve = text.value;
    solverStatus.textContent = 'Solving…';
    error.clear();
    const worker = new Worker(new URL('../../workers/laser.worker.ts', import.meta.url), {
      type: 'module',
    });
    const request: LaserSolveRequest = { text: text.value, timeLimitMs: 20_000 };
    solver.run<LaserSolveRequest, LaserSolveMessage>(
      worker,
      request,
      (message) => {
        if (message.type === 'progress') {
          showStats(message.stats);
          return false;
        }
        if (message.type === 'error') {
          error.error(message.message);
          return true;
        }
        showStats(message.stats);
        if (!message.solution) {
          solverStatus.textContent =
            message.outcome === 'exhausted'
              ? 'No placement lights every target: every way to place the pieces was tried.'
              : `Stopped before a solution was found (${message.outcome === 'timeLimit' ? 'the time limit' : message.outcome}).`;
          return true;
        }
        apply([...message.solution.placements, ...message.solution.orientations]);
        return true;
      },
      onError,
    );
  }

  function apply(solution: Placement[]): void {
    const b = board!;
    board = b.with(solution.map((p) => [p.square, p.kind] as const));
    pieces = [];
    placedByHand = new Map();
    solvedSquares = new Set(solution.map((p) => p.square));
    text.value = boardText();
    view = undefined;
    rebuildView();
    resetButton.hidden = false;
    const names = solution.map(
      (p) =>
        `${PIECE_NAME[p.kind] ?? 'piece'} at ${squareName(b, p.square)}${p.lit ? '' : ' (in the dark: anywhere will do)'}`,
    );
    solverStatus.textContent = `Solved, the pieces placed are outlined: ${names.join('; ')}.`;
  }

  function showStats(stats: LaserSolveStats): void {
    solverStats.show([
      ['expanded', formatCount(stats.expanded)],
      ['pruned', formatCount(stats.pruned)],
      ['simulations', formatCount(stats.simulations)],
      ['time', formatMs(stats.elapsedMs || solver.elapsedMs)],
    ]);
  }

  async function save(): Promise<void> {
    const example = exampleSelect.value;
    const mode = modes.value === 'watch' ? 'watch' : undefined;
    if (example && text.value === BUILT_IN[example]) context.save({ example, mode });
    else {
      const packed = await packText(text.value);
      context.save({ board: packed, mode });
    }
  }

  async function restore(params: URLSearchParams): Promise<void> {
    const packed = params.get('board');
    const example = params.get('example') ?? FIRST;
    if (packed) {
      exampleSelect.value = '';
      try {
        loadText(await unpackText(packed), false, 'board in the link');
      } catch (caught) {
        error.error(errorText(caught));
      }
    } else {
      exampleSelect.value = example in BUILT_IN ? example : FIRST;
      loadText(BUILT_IN[exampleSelect.value] ?? '>...o\n');
    }
    modes.set(params.get('mode') === 'watch' ? 'watch' : 'edit');
  }

  exampleSelect.addEventListener('change', () => loadText(BUILT_IN[exampleSelect.value]));
  text.addEventListener('input', () => loadText(text.value, true));
  widthInput.addEventListener('change', resize);
  heightInput.addEventListener('change', resize);
  setTool('mirror');
  void restore(context.params);
  return { restore, pause: () => (watch.pause(), solver.stop()) };
}

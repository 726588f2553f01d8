/**
 * The laser tab: edit a board by clicking (place a piece, click it again to rotate it), see
 * the beams follow live — the library's `simulateLight` on every change — and solve a laser
 * puzzle (the pieces of its `place:` line) in a Web Worker. The text format of the CLI is
 * shown beside the board and may be edited or pasted; errors show inline. Watch searches
 * the rays from the emitters to a target, BFS against DFS, side by side.
 */
import {
  ANY_MIRROR,
  ANY_SPLITTER,
  BLOCKER,
  EMITTER_D,
  EMITTER_L,
  EMITTER_R,
  EMITTER_U,
  EMPTY,
  LaserBoard,
  MIRROR_BACKSLASH,
  MIRROR_SLASH,
  parseLaser,
  raySquare,
  simulateLight,
  SPLIT_BACKSLASH,
  SPLIT_HORIZONTAL,
  SPLIT_SLASH,
  SPLIT_VERTICAL,
  symbolOf,
  TARGET,
  type LaserSolveStats,
  type Placement,
} from '../../../src/puzzles/laser/index.js';
import { errorText, field, formatCount, formatMs, h, messageBox } from '../dom.js';
import { GridView } from '../grid-view.js';
import type { LaserSolveMessage, LaserSolveRequest } from '../workers/laser.worker.js';
import { laserWatch, laserWatchQuery } from '../watch/laser-watch.js';
import type { Tab } from './tab.js';

/** A tool places the first kind of its family; clicking a piece of the family turns it. */
const TOOLS: { id: string; name: string; kinds: number[] }[] = [
  { id: 'emitter', name: 'Emitter', kinds: [EMITTER_R, EMITTER_D, EMITTER_L, EMITTER_U] },
  { id: 'mirror', name: 'Mirror', kinds: [MIRROR_SLASH, MIRROR_BACKSLASH] },
  {
    id: 'transparent',
    name: 'Transparent',
    kinds: [SPLIT_SLASH, SPLIT_HORIZONTAL, SPLIT_BACKSLASH, SPLIT_VERTICAL],
  },
  { id: 'target', name: 'Target', kinds: [TARGET] },
  { id: 'blocker', name: 'Blocker', kinds: [BLOCKER] },
  { id: 'choose', name: 'Turnable', kinds: [ANY_MIRROR, ANY_SPLITTER] },
  { id: 'erase', name: 'Erase', kinds: [EMPTY] },
];

const GLYPH: Record<number, string> = {
  [EMITTER_U]: '▲',
  [EMITTER_D]: '▼',
  [EMITTER_L]: '◀',
  [EMITTER_R]: '▶',
  [TARGET]: '',
  [BLOCKER]: '',
  [ANY_MIRROR]: 'M',
  [ANY_SPLITTER]: 'S',
};

const CLASS: Record<number, string> = {
  [EMITTER_U]: 'emitter',
  [EMITTER_D]: 'emitter',
  [EMITTER_L]: 'emitter',
  [EMITTER_R]: 'emitter',
  [TARGET]: 'target',
  [BLOCKER]: 'blocker',
  [MIRROR_SLASH]: 'mirror slash',
  [MIRROR_BACKSLASH]: 'mirror backslash',
  [SPLIT_SLASH]: 'split slash',
  [SPLIT_BACKSLASH]: 'split backslash',
  [SPLIT_VERTICAL]: 'split vertical',
  [SPLIT_HORIZONTAL]: 'split horizontal',
  [ANY_MIRROR]: 'undecided',
  [ANY_SPLITTER]: 'undecided',
};

const examples = import.meta.glob<string>('../../../examples/laser/*.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The example puzzles of examples/laser, by file name. */
const BUILT_IN: Record<string, string> = Object.fromEntries(
  Object.entries(examples).map(([path, text]) => [path.replace(/^.*\/|\.txt$/g, ''), text]),
);
const FIRST = 'two-targets' in BUILT_IN ? 'two-targets' : Object.keys(BUILT_IN).sort()[0];

export function laserTab(): Tab {
  let pause = (): void => undefined;
  return {
    id: 'laser',
    title: 'Laser',
    blurb:
      'Mirrors, splitters and beams: click to place and turn pieces, watch the light, solve the puzzle.',
    mount(panel) {
      pause = mount(panel);
    },
    hide: () => pause(),
  };
}

/** How the board draws a square: its piece's classes and glyph. */
function lookOf(board: LaserBoard) {
  return (square: number) => {
    const kind = board.kindAt(square);
    return {
      classes: CLASS[kind] ?? (board.placeable[square] ? 'empty' : 'closed'),
      glyph: GLYPH[kind] ?? '',
    };
  };
}

/** Builds the tab; returns what pauses its animation when the tab is hidden. */
function mount(panel: HTMLElement): () => void {
  let board: LaserBoard | undefined;
  let placeLine = '';
  let tool = TOOLS[1];
  let view: GridView | undefined;
  let worker: Worker | undefined;
  let solveStarted = 0;
  let beforeSolve: string | undefined;
  let placed = new Set<number>();

  const exampleSelect = h(
    'select',
    { name: 'example', 'aria-label': 'example' },
    Object.keys(BUILT_IN)
      .sort()
      .map((name) =>
        h('option', { value: name, selected: name === FIRST }, name.replace(/-/g, ' ')),
      ),
  );
  const widthInput = h('input', {
    type: 'number',
    name: 'width',
    min: '1',
    max: '24',
    'aria-label': 'width',
  });
  const heightInput = h('input', {
    type: 'number',
    name: 'height',
    min: '1',
    max: '24',
    'aria-label': 'height',
  });
  const text = h('textarea', { name: 'laser-text', rows: 9, spellcheck: false, class: 'mono' });
  const error = messageBox();
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
  const solveButton = h(
    'button',
    { type: 'button', class: 'primary', 'data-action': 'solve', onclick: () => solve() },
    'Solve',
  );
  const stopButton = h(
    'button',
    {
      type: 'button',
      class: 'danger',
      'data-action': 'stop',
      hidden: true,
      onclick: () => stop(true),
    },
    'Stop',
  );
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
  const solverStatus = h('p', { class: 'note', 'data-role': 'solver-status' });
  const watchNote = h(
    'p',
    { class: 'note', hidden: true },
    'Press Play. The light is searched ray by ray from the emitters until it enters a target: BFS spreads like the light itself and finds the nearest target; DFS follows one beam to its end first. A puzzle not yet solved may light no target: solve it on the Board view first, or pick the splitters example.',
  );
  const solverStats = h('dl', { class: 'counters', hidden: true });
  const boardCard = h('div', { class: 'board-card card laser-card' });
  const stage = h('div', { class: 'stage' }, boardCard, status);
  const watch = laserWatch();
  let mode: 'edit' | 'watch' = 'edit';
  const modeButtons = (['edit', 'watch'] as const).map((m) =>
    h(
      'button',
      { type: 'button', 'data-mode': m, onclick: () => setMode(m) },
      m === 'edit' ? 'Board' : 'Watch',
    ),
  );

  panel.append(
    h(
      'div',
      { class: 'workspace' },
      h(
        'aside',
        { class: 'controls card' },
        h('div', { class: 'segmented', role: 'tablist', 'aria-label': 'view' }, modeButtons),
        h(
          'div',
          { class: 'field-row' },
          field('Example', exampleSelect),
          field('Size', h('span', { class: 'inline' }, widthInput, '×', heightInput)),
        ),
        h(
          'div',
          { class: 'tools', role: 'toolbar', 'aria-label': 'pieces', 'data-path-only': '' },
          toolButtons,
        ),
        h(
          'p',
          { class: 'note', 'data-path-only': '' },
          'Click a square to place the piece; click it again to turn it. Right-click erases.',
        ),
        field(
          'Board text',
          text,
          'the CLI format: one character a square, then place: pieces to add',
        ),
        error.element,
        h('div', { class: 'buttons', 'data-path-only': '' }, solveButton, stopButton, resetButton),
        solverStatus,
        solverStats,
        watchNote,
      ),
      stage,
    ),
  );

  function setMode(next: 'edit' | 'watch'): void {
    mode = next;
    for (const button of modeButtons)
      button.classList.toggle('active', button.dataset.mode === next);
    panel.classList.toggle('watching', next === 'watch');
    watchNote.hidden = next !== 'watch';
    if (next === 'watch') {
      stop(false);
      stage.replaceChildren(watch.element);
      loadWatch();
    } else {
      watch.pause();
      stage.replaceChildren(boardCard, status);
    }
  }

  function loadWatch(): void {
    if (board && mode === 'watch') watch.load(laserWatchQuery(board, lookOf(board)));
  }

  function setTool(id: string): void {
    tool = TOOLS.find((t) => t.id === id)!;
    for (const button of toolButtons) button.classList.toggle('active', button.dataset.tool === id);
  }

  /** Parses the text (board and place line); on success the board is redrawn from it. */
  function loadText(source: string, keepText = false): void {
    try {
      const puzzle = parseLaser(source, { file: 'board' });
      board = puzzle.board;
      placeLine = source
        .split(/\r?\n/)
        .filter((line) => /^\s*place\s*:/i.test(line))
        .join('\n');
      if (!keepText) text.value = source;
      error.show();
      placed = new Set();
      resetButton.hidden = true;
      rebuildView();
      loadWatch();
    } catch (caught) {
      error.show(errorText(caught));
    }
  }

  /** The text of the current board, keeping the comment-free place line. */
  function boardText(): string {
    return board!.toText() + (placeLine ? `${placeLine}\n` : '');
  }

  function rebuildView(): void {
    const b = board!;
    widthInput.value = String(b.width);
    heightInput.value = String(b.height);
    if (!view || view.options.width !== b.width || view.options.height !== b.height) {
      view = new GridView({ width: b.width, height: b.height, className: 'laser-board' });
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
      if (placed.has(square)) parts.push('placed');
      v.setState(square, parts.join(' '));
      v.setLabel(square, GLYPH[kind] ?? '');
      v.cells[square].title = `${symbolOf(kind)} ${b.placeable[square] ? '' : '(fixed)'}`;
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
    status.dataset.lit = String(light.targetsHit.length);
    status.dataset.targets = String(total);
    status.textContent =
      total === 0
        ? `${light.rays.length} rays, no targets`
        : `${light.targetsHit.length} of ${total} target${total === 1 ? '' : 's'} lit${light.targetsHit.length === total ? ' ✓' : ''}${placeLine ? ` · to place: ${placeLine.replace(/^\s*place\s*:\s*/i, '')}` : ''}`;
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
    // `with` marks changed squares fixed; an erased square becomes free to place on again.
    const kinds = board.kinds.slice();
    const placeable = board.placeable.slice();
    kinds[square] = kind;
    placeable[square] = kind === EMPTY ? 1 : 0;
    board = new LaserBoard(board.width, board.height, kinds, placeable);
    placed.delete(square);
    text.value = boardText();
    error.show();
    draw();
  }

  function resize(): void {
    if (!board) return;
    const width = Math.min(24, Math.max(1, Math.floor(Number(widthInput.value) || 1)));
    const height = Math.min(24, Math.max(1, Math.floor(Number(heightInput.value) || 1)));
    const kinds = new Uint8Array(width * height);
    const placeable = new Uint8Array(width * height).fill(1);
    for (let y = 0; y < Math.min(height, board.height); y++) {
      for (let x = 0; x < Math.min(width, board.width); x++) {
        kinds[y * width + x] = board.kindAt(y * board.width + x);
        placeable[y * width + x] = board.placeable[y * board.width + x];
      }
    }
    board = new LaserBoard(width, height, kinds, placeable);
    text.value = boardText();
    rebuildView();
  }

  function solve(): void {
    if (!board) return;
    stop(false);
    beforeSolve = text.value;
    worker = new Worker(new URL('../workers/laser.worker.ts', import.meta.url), { type: 'module' });
    solveStarted = performance.now();
    solveButton.hidden = true;
    stopButton.hidden = false;
    solverStatus.textContent = 'Solving…';
    worker.addEventListener('message', (event: MessageEvent<LaserSolveMessage>) => {
      const message = event.data;
      if (message.type === 'progress') showStats(message.stats);
      else if (message.type === 'error') {
        stop(false);
        error.show(message.message);
        solverStatus.textContent = '';
      } else {
        stop(false);
        showStats(message.stats);
        if (!message.solution) {
          solverStatus.textContent =
            message.outcome === 'exhausted'
              ? 'No placement lights every target (the whole search space was covered).'
              : `Stopped (${message.outcome}) before a solution was found.`;
          return;
        }
        apply([...message.solution.placements, ...message.solution.orientations]);
      }
    });
    const request: LaserSolveRequest = { text: text.value, timeLimitMs: 20_000 };
    worker.postMessage(request);
  }

  function apply(pieces: Placement[]): void {
    const b = board!;
    board = b.with(pieces.map((p) => [p.square, p.kind] as const));
    placeLine = '';
    placed = new Set(pieces.map((p) => p.square));
    text.value = boardText();
    view = undefined;
    rebuildView();
    resetButton.hidden = false;
    const names = pieces.map((p) => `${p.symbol} at ${p.x},${p.y}${p.lit ? '' : ' (parked)'}`);
    solverStatus.textContent = `Solved: ${names.join(', ')}.`;
  }

  function showStats(stats: LaserSolveStats): void {
    solverStats.hidden = false;
    const item = (name: string, value: string) =>
      h('div', { class: 'counter' }, h('dt', {}, name), h('dd', { 'data-counter': name }, value));
    solverStats.replaceChildren(
      item('expanded', formatCount(stats.expanded)),
      item('pruned', formatCount(stats.pruned)),
      item('simulations', formatCount(stats.simulations)),
      item('time', formatMs(stats.elapsedMs || performance.now() - solveStarted)),
    );
  }

  function stop(byUser: boolean): void {
    if (worker) {
      worker.terminate();
      worker = undefined;
      if (byUser)
        solverStatus.textContent = `Stopped after ${formatMs(performance.now() - solveStarted)}.`;
    }
    solveButton.hidden = false;
    stopButton.hidden = true;
  }

  exampleSelect.addEventListener('change', () => loadText(BUILT_IN[exampleSelect.value]));
  text.addEventListener('input', () => loadText(text.value, true));
  widthInput.addEventListener('change', resize);
  heightInput.addEventListener('change', resize);
  setTool('mirror');
  loadText(BUILT_IN[FIRST] ?? '>...o\n');
  return () => watch.pause();
}

/**
 * The knight tab: click two squares (or type them), see the fewest moves of a knight or any
 * other leaper on any board up to 40 x 40, with the search's statistics; switch to Watch to
 * see BFS, DFS, Dijkstra, A* or bidirectional BFS run, side by side.
 */
import { bfsAll } from '../../../src/search/index.js';
import {
  isLeaperPath,
  LeaperGraph,
  NAMED_LEAPERS,
  parseBoardSize,
  parseLeaper,
  parseSquare,
  squareName,
  fileName,
  type Leaper,
} from '../../../src/puzzles/knight/index.js';
import type { Board } from '../../../src/grid/index.js';
import { field, formatMs, h } from '../dom.js';
import { plural } from '../plural.js';
import { GridView } from '../grid-view.js';
import { searchKnight } from '../knight-search.js';
import { knightWatch } from '../watch/knight-watch.js';
import { workspace } from '../ui/layout.js';
import { ModeSwitch } from '../ui/mode-switch.js';
import { errorText, StatusLine } from '../ui/status-line.js';
import { type Tab, type TabContext, lazyTab } from './tab.js';

/** Bigger boards work in the CLI; here every square is a button. */
const MAX_SIDE = 40;

export function knightTab(): Tab {
  return lazyTab(
    {
      id: 'knight',
      title: 'Knight',
      blurb: 'Fewest moves of a knight — or a camel, a zebra, any leaper — between two squares.',
    },
    mount,
  );
}

/**
 * Builds the tab; its state is the inputs (board, piece, squares) and the mode, all in the
 * URL: `#knight?board=10x10&piece=camel&from=a1&to=j10`.
 */
function mount(panel: HTMLElement, context: TabContext) {
  let board: Board = parseBoardSize('8x8');
  let leaper: Leaper = NAMED_LEAPERS[0];
  let graph = new LeaperGraph(board, leaper);
  let from = parseSquare(board, 'a8');
  let to = parseSquare(board, 'h1');
  let picking: 'from' | 'to' = 'from';
  let view: GridView | undefined;

  const boardInput = h('input', {
    value: '8x8',
    name: 'board',
    size: 6,
    spellcheck: false,
    autocomplete: 'off',
  });
  const pieceSelect = h(
    'select',
    { name: 'piece' },
    NAMED_LEAPERS.map((l) => h('option', { value: l.name, title: `${l.m},${l.n} leaper` }, l.name)),
    h('option', { value: 'custom' }, 'custom…'),
  );
  const customInput = h('input', {
    name: 'custom-piece',
    value: '2,2',
    size: 5,
    spellcheck: false,
    hidden: true,
  });
  const fromInput = h('input', {
    name: 'from',
    value: 'a8',
    size: 5,
    spellcheck: false,
    autocomplete: 'off',
  });
  const toInput = h('input', {
    name: 'to',
    value: 'h1',
    size: 5,
    spellcheck: false,
    autocomplete: 'off',
  });
  const distances = h('input', { type: 'checkbox', name: 'distances' });
  const pickStart = h(
    'button',
    { type: 'button', 'data-pick': 'from', onclick: () => setPicking('from') },
    '♞ Start',
  );
  const pickTarget = h(
    'button',
    { type: 'button', 'data-pick': 'to', onclick: () => setPicking('to') },
    '⚑ Target',
  );
  const modes = new ModeSwitch(
    panel,
    [
      ['path', 'Path'],
      ['watch', 'Watch'],
    ],
    () => rebuild(),
  );
  const result = h('div', { class: 'result', 'aria-live': 'polite' });
  // A new error clears the old answer and the path drawn for it.
  const error = new StatusLine({
    results: [result],
    onError: () => {
      view?.clearStates();
      view?.clearLabels();
      view?.drawPath([]);
    },
  });
  const stage = h('div', { class: 'stage' });
  const watch = knightWatch((square) => choose(square));

  const controls = [
    modes.element,
    h(
      'div',
      { class: 'field-row' },
      field('Board', boardInput, 'files × ranks'),
      field(
        'Piece',
        h('span', { class: 'inline' }, pieceSelect, customInput),
        'jumps m one way, n the other',
      ),
    ),
    h('div', { class: 'field-row' }, field('From', fromInput), field('To', toInput)),
    h(
      'div',
      { class: 'picker' },
      h('span', {}, 'Next click places'),
      h('div', { class: 'segmented small' }, pickStart, pickTarget),
    ),
    h(
      'label',
      { class: 'check', 'data-path-only': '' },
      distances,
      ' Shade squares by distance from the start',
    ),
    error.element,
    result,
  ];
  panel.append(workspace(controls, stage));

  function setPicking(next: 'from' | 'to'): void {
    picking = next;
    pickStart.classList.toggle('active', next === 'from');
    pickTarget.classList.toggle('active', next === 'to');
  }

  function choose(square: number): void {
    if (picking === 'from') {
      from = square;
      fromInput.value = squareName(board, square);
      setPicking('to');
    } else {
      to = square;
      toInput.value = squareName(board, square);
    }
    error.clear();
    update();
  }

  /** Reads every input; returns false (after showing why) when one is bad. */
  function readInputs(): boolean {
    try {
      const nextBoard = parseBoardSize(boardInput.value);
      if (nextBoard.width > MAX_SIDE || nextBoard.height > MAX_SIDE) {
        throw new Error(
          `the playground draws boards up to ${MAX_SIDE}x${MAX_SIDE}; for ${nextBoard.width}x${nextBoard.height} use the CLI: puzzlegraph knight a1 b3 --board ${nextBoard.width}x${nextBoard.height}`,
        );
      }
      const nextLeaper = parseLeaper(
        pieceSelect.value === 'custom' ? customInput.value : pieceSelect.value,
      );
      const nextFrom = parseSquare(nextBoard, fromInput.value);
      const nextTo = parseSquare(nextBoard, toInput.value);
      const resized = nextBoard.width !== board.width || nextBoard.height !== board.height;
      if (resized || nextLeaper.m !== leaper.m || nextLeaper.n !== leaper.n) {
        graph = new LeaperGraph(nextBoard, nextLeaper);
      }
      board = nextBoard;
      leaper = nextLeaper;
      from = nextFrom;
      to = nextTo;
      error.clear();
      save();
      return true;
    } catch (caught) {
      error.error(errorText(caught));
      return false;
    }
  }

  function rebuild(): void {
    if (!readInputs()) return;
    view = undefined;
    if (modes.value === 'path') {
      view = new GridView({
        width: board.width,
        height: board.height,
        flipY: true,
        checkered: true,
        name: (square) => squareName(board, square),
        rankLabel: board.width <= 26 && board.height <= 26 ? (y) => String(y + 1) : undefined,
        fileLabel: board.width <= 26 && board.height <= 26 ? fileName : undefined,
        className: 'knight-board',
      });
      view.onClick = (square) => choose(square);
      stage.replaceChildren(h('div', { class: 'board-card card' }, view.element));
    } else {
      stage.replaceChildren(watch.element);
    }
    draw();
  }

  function update(): void {
    const before = `${board.width}x${board.height}`;
    if (!readInputs()) return;
    if (`${board.width}x${board.height}` !== before || (modes.value === 'path' && !view)) rebuild();
    else draw();
  }

  function draw(): void {
    if (modes.value === 'watch') {
      result.replaceChildren(
        h(
          'p',
          { class: 'note' },
          'Press Play to watch the search; step one expansion at a time or jump to the end. Pick two algorithms to compare.',
        ),
      );
      watch.load({ board, leaper, from, to });
      return;
    }
    const searched = searchKnight({ board, leaper, from, to, algorithm: 'bfs', graph });
    const path = searched.path;
    if (path && !isLeaperPath(graph, path))
      throw new Error('internal error: the search returned an illegal path');
    const v = view!;
    v.clearStates();
    v.clearLabels();
    if (distances.checked) shadeDistances(v);
    path?.forEach((square, i) => {
      v.setState(square, 'path');
      v.setLabel(square, String(i));
    });
    v.setState(from, 'start');
    v.setLabel(from, '♞');
    v.setState(to, path ? 'goal path' : 'goal');
    v.setLabel(to, '⚑');
    v.drawPath(path ?? []);
    const stats = h(
      'p',
      { class: 'stats', 'data-role': 'stats' },
      `BFS expanded ${plural(searched.stats.expanded, 'square')}, generated ${plural(searched.stats.generated, 'move')} in ${formatMs(searched.stats.elapsedMs)}`,
    );
    if (!path) {
      result.replaceChildren(
        h('p', { class: 'headline', 'data-role': 'headline' }, 'Unreachable'),
        h(
          'p',
          {},
          `A ${leaper.name} cannot get from ${squareName(board, from)} to ${squareName(board, to)} on a ${board.width}x${board.height} board.`,
        ),
        stats,
      );
      return;
    }
    result.replaceChildren(
      h(
        'p',
        { class: 'headline', 'data-role': 'headline' },
        plural(searched.cost, 'move'),
        h('span', { class: 'sub' }, ' fewest possible'),
      ),
      h(
        'ol',
        { class: 'chain', 'data-role': 'path', start: 0 },
        path.map((square) => h('li', {}, squareName(board, square))),
      ),
      stats,
      h(
        'p',
        { class: 'cli' },
        h(
          'code',
          {},
          `puzzlegraph knight ${squareName(board, from)} ${squareName(board, to)}${board.width === 8 && board.height === 8 ? '' : ` --board ${board.width}x${board.height}`}${leaper.name === 'knight' ? '' : ` --piece ${leaper.m},${leaper.n}`}`,
        ),
      ),
    );
  }

  function shadeDistances(v: GridView): void {
    const tree = bfsAll(from, graph, { nodeCount: board.size });
    let far = 1;
    for (const square of tree.nodes) far = Math.max(far, tree.cost(square));
    for (let square = 0; square < board.size; square++) {
      const cost = tree.cost(square);
      const cell = v.cells[square];
      if (cost === Infinity) {
        v.setState(square, 'unreachable');
        v.setLabel(square, '×');
      } else {
        cell.style.setProperty('--heat', String(cost / far));
        v.setState(square, 'heat');
        v.setLabel(square, String(cost));
      }
    }
  }

  for (const input of [boardInput, fromInput, toInput, customInput]) {
    input.addEventListener('input', () => update());
  }
  pieceSelect.addEventListener('change', () => {
    customInput.hidden = pieceSelect.value !== 'custom';
    update();
  });
  distances.addEventListener('change', () => {
    draw();
    save();
  });

  function save(): void {
    context.save({
      board: boardInput.value.trim(),
      piece: pieceSelect.value === 'custom' ? customInput.value.trim() : pieceSelect.value,
      from: fromInput.value.trim(),
      to: toInput.value.trim(),
      distances: distances.checked ? '1' : undefined,
      mode: modes.value === 'watch' ? 'watch' : undefined,
    });
  }

  /** Fills the inputs from a link; what is missing keeps its value. */
  function restore(params: URLSearchParams): void {
    boardInput.value = params.get('board') ?? boardInput.value;
    const piece = params.get('piece');
    if (piece) {
      const named = NAMED_LEAPERS.some((l) => l.name === piece);
      pieceSelect.value = named ? piece : 'custom';
      if (!named && piece !== 'custom') customInput.value = piece;
      customInput.hidden = named;
    }
    fromInput.value = params.get('from') ?? fromInput.value;
    toInput.value = params.get('to') ?? toInput.value;
    distances.checked = params.get('distances') === '1';
    modes.set(params.get('mode') === 'watch' ? 'watch' : 'path');
  }

  setPicking('from');
  restore(context.params);
  return { restore, pause: () => watch.pause() };
}

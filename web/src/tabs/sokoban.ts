/**
 * The Sokoban tab: pick a bundled level or paste one, play it with the keyboard (arrows or
 * WASD, U/Z/Backspace to undo, R to restart) or by tapping next to the worker; Solve runs the
 * library's solver in a Web Worker with live statistics and a Stop button; the solution plays
 * back with play / pause / step / speed and can be copied as LURD. Every position shown is
 * the library's `replay` of the moves so far: the page has no rules of its own. Watch replays
 * the solver's push search on a small level, BFS against A* (or greedy), side by side.
 */
import {
  compressMoves,
  parseLevel,
  renderState,
  replay,
  type ReplayResult,
  type SokobanLevel,
  type SokobanSolveResult,
  type SokobanSolveStats,
} from '../../../src/puzzles/sokoban/index.js';
// Not in the index: which floor lies inside the walls, to leave the outside undrawn.
import { insideSquares } from '../../../src/puzzles/sokoban/rules/reachability.js';
import { errorText, field, formatCount, formatMs, h, messageBox } from '../dom.js';
import { GridView } from '../grid-view.js';
import { COLLECTIONS, loadCollection, type CollectionId } from '../sokoban-levels.js';
import { PlayerControls } from '../watch/player-controls.js';
import { SokobanWatch } from '../watch/sokoban-watch.js';
import type { SolveMessage, SolveRequest } from '../workers/sokoban.worker.js';
import type { Tab } from './tab.js';

const KEYS: Record<string, string> = {
  ArrowUp: 'u',
  ArrowDown: 'd',
  ArrowLeft: 'l',
  ArrowRight: 'r',
  w: 'u',
  s: 'd',
  a: 'l',
  d: 'r',
};

const EXAMPLE = `; paste a level here
  #####
###   #
#.@$  #
### $.#
#.##$ #
# # . ##
#$ *$$.#
#   .  #
########`;

export function sokobanTab(): Tab {
  let active = false;
  let stopAll: () => void = () => undefined;
  return {
    id: 'sokoban',
    title: 'Sokoban',
    blurb:
      'Push every crate onto a goal. Play it yourself, or let the solver find a way and watch it.',
    mount(panel) {
      active = true;
      stopAll = mount(panel, () => active);
    },
    show() {
      active = true;
    },
    hide() {
      active = false;
      stopAll();
    },
  };
}

function mount(panel: HTMLElement, isActive: () => boolean): () => void {
  let level: SokobanLevel | undefined;
  let inside: Uint8Array = new Uint8Array(0);
  /** The moves played so far (pushes in capitals), the position is their replay. */
  let moves = '';
  let position: ReplayResult | undefined;
  let solution: string | undefined;
  let playback = 0;
  let view: GridView | undefined;
  let worker: Worker | undefined;
  let solveStarted = 0;
  let mode: 'play' | 'watch' = 'play';
  const watch = new SokobanWatch();
  const modeButtons = (['play', 'watch'] as const).map((m) =>
    h(
      'button',
      { type: 'button', 'data-mode': m, onclick: () => setMode(m) },
      m === 'play' ? 'Play' : 'Watch',
    ),
  );

  const source = h(
    'select',
    { name: 'collection', 'aria-label': 'collection' },
    COLLECTIONS.map((c) => h('option', { value: c.id }, c.name)),
    h('option', { value: 'paste' }, 'Paste a level…'),
  );
  const levelNumber = h('input', {
    type: 'number',
    name: 'level',
    min: '1',
    value: '1',
    'aria-label': 'level number',
  });
  const levelCount = h('span', { class: 'hint' });
  const pasteArea = h(
    'textarea',
    { name: 'level-text', rows: 9, spellcheck: false, hidden: true },
    EXAMPLE,
  );
  const loadButton = h(
    'button',
    { type: 'button', 'data-action': 'load', hidden: true, onclick: () => void loadPasted() },
    'Load',
  );
  const title = h('p', { class: 'level-title' });
  const credit = h('p', { class: 'note credit' });
  const error = messageBox();
  const moveCount = h('strong', { 'data-role': 'moves' }, '0');
  const pushCount = h('strong', { 'data-role': 'pushes' }, '0');
  const solvedBanner = h('p', { class: 'solved', 'data-role': 'solved', hidden: true }, 'Solved!');
  const undoButton = h(
    'button',
    { type: 'button', 'data-action': 'undo', onclick: () => undo() },
    'Undo',
  );
  const restartButton = h(
    'button',
    { type: 'button', 'data-action': 'restart-level', onclick: () => restart() },
    'Restart',
  );
  const optimal = h('input', { type: 'checkbox', name: 'optimal' });
  const timeLimit = h(
    'select',
    { name: 'time-limit', 'aria-label': 'time limit' },
    [5, 15, 60].map((s) => h('option', { value: String(s * 1000), selected: s === 15 }, `${s} s`)),
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
      onclick: () => stop('stopped'),
    },
    'Stop',
  );
  const solverStats = h('dl', { class: 'counters', 'data-role': 'solver-stats', hidden: true });
  const solverStatus = h('p', { class: 'note', 'data-role': 'solver-status' });
  const lurd = h('textarea', {
    class: 'lurd mono',
    rows: 3,
    readonly: true,
    'data-role': 'lurd',
    'aria-label': 'solution',
  });
  const copyButton = h(
    'button',
    { type: 'button', 'data-action': 'copy', onclick: () => copySolution() },
    'Copy LURD',
  );
  const compressed = h('input', {
    type: 'checkbox',
    name: 'compressed',
    onchange: () => showSolutionText(),
  });
  const controls = new PlayerControls({ label: 'moves', initialSpeed: 40 });
  const solutionBox = h(
    'div',
    { class: 'solution', hidden: true },
    h(
      'div',
      { class: 'solution-head' },
      h('span', { class: 'field-label' }, 'Solution'),
      h('label', { class: 'check', title: 'run-length: 3r = rrr' }, compressed, ' compressed'),
      copyButton,
    ),
    lurd,
    controls.element,
  );
  const boardCard = h('div', {
    class: 'board-card card sokoban-card',
    tabindex: '0',
    'aria-label': 'Sokoban board: arrow keys move',
  });
  const watchNote = h(
    'p',
    { class: 'note', hidden: true },
    "Press Play. Each step expands one position: its crates are drawn, the worker's region is shaded, and squares warm up the more often a crate stood on them. BFS tries every position of k pushes before k + 1; A* lets a lower bound of the pushes left choose.",
  );
  const pad = h(
    'div',
    { class: 'pad', 'aria-label': 'moves' },
    (['u', 'l', 'd', 'r'] as const).map((m) =>
      h(
        'button',
        { type: 'button', 'data-move': m, onclick: () => play(m) },
        { u: '▲', l: '◀', d: '▼', r: '▶' }[m],
      ),
    ),
  );

  const levelHead = h('div', { class: 'level-head' }, title, credit);
  const stage = h('div', { class: 'stage' }, levelHead, boardCard, pad);

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
          field('Levels', source),
          field(
            'Level',
            h(
              'span',
              { class: 'inline' },
              h(
                'button',
                {
                  type: 'button',
                  class: 'icon',
                  'aria-label': 'previous level',
                  onclick: () => stepLevel(-1),
                },
                '‹',
              ),
              levelNumber,
              h(
                'button',
                {
                  type: 'button',
                  class: 'icon',
                  'aria-label': 'next level',
                  onclick: () => stepLevel(1),
                },
                '›',
              ),
            ),
          ),
        ),
        levelCount,
        pasteArea,
        loadButton,
        error.element,
        watchNote,
        h(
          'div',
          { class: 'scoreline', 'data-path-only': '' },
          h('span', {}, 'Moves ', moveCount),
          h('span', {}, 'Pushes ', pushCount),
          solvedBanner,
        ),
        h('div', { class: 'buttons', 'data-path-only': '' }, undoButton, restartButton),
        h(
          'p',
          { class: 'note', 'data-path-only': '' },
          'Arrow keys or WASD to move, U or Backspace to undo, R to restart. On a phone, tap a square next to the worker.',
        ),
        h('hr', { 'data-path-only': '' }),
        h(
          'div',
          { class: 'solve-row', 'data-path-only': '' },
          solveButton,
          stopButton,
          field('Limit', timeLimit),
          h('label', { class: 'check' }, optimal, ' Fewest pushes'),
        ),
        h('div', { 'data-path-only': '' }, solverStatus, solverStats, solutionBox),
      ),
      stage,
    ),
  );

  function setMode(next: 'play' | 'watch'): void {
    mode = next;
    for (const button of modeButtons)
      button.classList.toggle('active', button.dataset.mode === next);
    panel.classList.toggle('watching', next === 'watch');
    watchNote.hidden = next !== 'watch';
    if (next === 'watch') {
      stop();
      controls.pause();
      stage.replaceChildren(levelHead, watch.element);
      watch.load(level);
    } else {
      watch.pause();
      stage.replaceChildren(levelHead, boardCard, pad);
    }
  }

  controls.steppers = [
    {
      get done() {
        return solution === undefined || playback >= solution.length;
      },
      step() {
        if (solution === undefined || playback >= solution.length) return false;
        playback++;
        setMoves(solution.slice(0, playback));
        return true;
      },
      reset() {
        playback = 0;
        setMoves('');
      },
      finish() {
        if (solution === undefined) return;
        playback = solution.length;
        setMoves(solution);
      },
    },
  ];

  function showLevel(next: SokobanLevel, caption: string): void {
    stop();
    level = next;
    inside = insideSquares(next);
    solution = undefined;
    solutionBox.hidden = true;
    solverStats.hidden = true;
    solverStatus.textContent = '';
    title.textContent = caption;
    error.show();
    view = new GridView({
      width: next.width,
      height: next.height,
      name: (square) => `${square % next.width},${Math.floor(square / next.width)}`,
      className: 'sokoban-board',
    });
    view.onClick = (square) => tapTowards(square);
    boardCard.replaceChildren(view.element);
    boardCard.style.setProperty('--board-cols', String(next.width));
    setMoves('');
    if (mode === 'watch') watch.load(next);
  }

  function setMoves(next: string): void {
    if (!level || !view) return;
    const replayed = replay(level, next);
    if (!replayed.legal) {
      error.show(`That move ${replayed.error!.reason}.`);
      return;
    }
    moves = replayed.lurd;
    position = replayed;
    draw();
  }

  function draw(): void {
    const v = view!;
    const lvl = level!;
    const p = position!;
    const crateAt = new Set(p.crates);
    for (let square = 0; square < lvl.width * lvl.height; square++) {
      const parts: string[] = [];
      if (lvl.walls[square]) parts.push('wall');
      else if (!inside[square]) parts.push('outside');
      else parts.push('floor');
      if (lvl.goals[square]) parts.push('goal');
      if (crateAt.has(square)) parts.push('crate');
      if (square === p.worker) parts.push('worker');
      v.setState(square, parts.join(' '));
    }
    moveCount.textContent = formatCount(p.moves);
    pushCount.textContent = formatCount(p.pushes);
    solvedBanner.hidden = !p.solved;
    boardCard.dataset.solved = String(p.solved);
    undoButton.disabled = moves.length === 0;
  }

  function play(move: string): void {
    if (!level || !position) return;
    controls.pause();
    if (position.solved) return;
    error.show();
    setMoves(moves + move);
  }

  function undo(): void {
    controls.pause();
    error.show();
    setMoves(moves.slice(0, -1));
  }

  function restart(): void {
    controls.pause();
    error.show();
    setMoves('');
  }

  function tapTowards(square: number): void {
    if (!level || !position) return;
    const w = level.width;
    const dx = (square % w) - (position.worker % w);
    const dy = Math.floor(square / w) - Math.floor(position.worker / w);
    if (Math.abs(dx) + Math.abs(dy) !== 1) return;
    play(dx === 1 ? 'r' : dx === -1 ? 'l' : dy === 1 ? 'd' : 'u');
  }

  async function loadBundled(): Promise<void> {
    const id = source.value as CollectionId;
    try {
      const levels = await loadCollection(id);
      const n = Math.min(Math.max(1, Math.floor(Number(levelNumber.value) || 1)), levels.length);
      levelNumber.value = String(n);
      levelNumber.max = String(levels.length);
      levelCount.textContent = `${levels.length} levels`;
      const collection = COLLECTIONS.find((c) => c.id === id)!;
      credit.textContent = collection.credit;
      showLevel(
        levels[n - 1],
        `${collection.name} ${n}${levels[n - 1].title && levels[n - 1].title !== String(n) ? ` — ${levels[n - 1].title}` : ''}`,
      );
    } catch (caught) {
      error.show(errorText(caught));
    }
  }

  async function loadPasted(): Promise<void> {
    try {
      const next = parseLevel(pasteArea.value, { file: 'pasted level' });
      credit.textContent = '';
      showLevel(next, next.title ? `Pasted: ${next.title}` : 'Pasted level');
    } catch (caught) {
      error.show(errorText(caught));
    }
  }

  function stepLevel(delta: number): void {
    if (source.value === 'paste') return;
    levelNumber.value = String(Math.max(1, Number(levelNumber.value) + delta));
    void loadBundled();
  }

  function solve(): void {
    if (!level) return;
    stop();
    controls.pause();
    worker = new Worker(new URL('../workers/sokoban.worker.ts', import.meta.url), {
      type: 'module',
    });
    solveStarted = performance.now();
    solveButton.hidden = true;
    stopButton.hidden = false;
    solverStatus.textContent = 'Solving…';
    panel.dataset.solving = 'true';
    showSolverStats({ expanded: 0, generated: 0, maxFrontier: 0, elapsedMs: 0, states: 0 });
    worker.addEventListener('message', (event: MessageEvent<SolveMessage>) => {
      const message = event.data;
      if (message.type === 'progress') showSolverStats(message.stats);
      else if (message.type === 'done') finishSolve(message.result);
      else {
        stop();
        error.show(`The solver failed: ${message.message}`);
      }
    });
    worker.addEventListener('error', (event) => {
      stop();
      error.show(`The solver failed: ${event.message}`);
    });
    const request: SolveRequest = {
      level,
      optimal: optimal.checked ? 'pushes' : 'any',
      timeLimitMs: Number(timeLimit.value),
      maxStates: 3_000_000,
    };
    worker.postMessage(request);
  }

  function showSolverStats(stats: SokobanSolveStats): void {
    solverStats.hidden = false;
    const seconds = Math.max(stats.elapsedMs, 1) / 1000;
    const item = (name: string, value: string) =>
      h('div', { class: 'counter' }, h('dt', {}, name), h('dd', { 'data-counter': name }, value));
    solverStats.replaceChildren(
      item('expanded', formatCount(stats.expanded)),
      item('states', formatCount(stats.states)),
      item('rate', `${formatCount(Math.round(stats.expanded / seconds))}/s`),
      item('time', formatMs(stats.elapsedMs || performance.now() - solveStarted)),
    );
  }

  function finishSolve(result: SokobanSolveResult): void {
    stop();
    showSolverStats(result.stats);
    if (result.outcome !== 'found' || !result.solution) {
      const why: Record<string, string> = {
        exhausted: 'No solution: every reachable position was tried.',
        timeLimit: 'Stopped at the time limit without a solution.',
        memoryLimit: 'Stopped: the memory budget for positions was spent.',
        aborted: 'Stopped.',
      };
      solverStatus.textContent = why[result.outcome] ?? result.outcome;
      return;
    }
    // The worker's answer is checked again here by the same replay the board uses.
    const check = replay(level!, result.solution);
    if (!check.legal || !check.solved) {
      error.show('The solver returned a solution that does not replay; please report this level.');
      return;
    }
    solution = check.lurd;
    solverStatus.textContent = `Solved in ${formatCount(result.moves)} moves and ${formatCount(result.pushes)} pushes${result.optimal ? ' (fewest pushes possible)' : ''}. Press Play to watch.`;
    showSolutionText();
    solutionBox.hidden = false;
    playback = 0;
    setMoves('');
  }

  function stop(reason?: string): void {
    if (worker) {
      worker.terminate();
      worker = undefined;
      if (reason)
        solverStatus.textContent = `Stopped after ${formatMs(performance.now() - solveStarted)}.`;
    }
    solveButton.hidden = false;
    stopButton.hidden = true;
    delete panel.dataset.solving;
  }

  function showSolutionText(): void {
    if (solution) lurd.value = compressed.checked ? compressMoves(solution) : solution;
  }

  function copySolution(): void {
    if (!solution) return;
    const text = lurd.value;
    void navigator.clipboard?.writeText(text).then(
      () => (copyButton.textContent = 'Copied'),
      () => {
        lurd.select();
        copyButton.textContent = 'Select and copy';
      },
    );
    setTimeout(() => (copyButton.textContent = 'Copy LURD'), 1500);
  }

  source.addEventListener('change', () => {
    const paste = source.value === 'paste';
    pasteArea.hidden = !paste;
    loadButton.hidden = !paste;
    levelNumber.disabled = paste;
    levelCount.hidden = paste;
    if (paste) void loadPasted();
    else void loadBundled();
  });
  levelNumber.addEventListener('change', () => void loadBundled());
  document.addEventListener('keydown', (event) => {
    if (!isActive() || mode !== 'play' || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const move = KEYS[key];
    if (move) play(move);
    else if (key === 'u' || key === 'z' || key === 'Backspace') undo();
    else if (key === 'r') restart();
    else return;
    event.preventDefault();
  });
  void loadBundled();
  // The text of the current position, for copying into other programs.
  boardCard.addEventListener('copy', (event) => {
    if (!level || !position) return;
    event.clipboardData?.setData('text/plain', renderState(level, position));
    event.preventDefault();
  });
  setMode('play');
  return () => {
    controls.pause();
    watch.pause();
  };
}

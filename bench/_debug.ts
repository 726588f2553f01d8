import { readFileSync } from 'node:fs';
import { parseCollection } from '../src/puzzles/sokoban/format/parse.js';
import { analyseLevel } from '../src/puzzles/sokoban/solver/analysis.js';
import { PushSearch } from '../src/puzzles/sokoban/solver/push-search.js';
const levels = parseCollection(readFileSync('../shared/sokoban/xsokoban.sok', 'utf8'), {});
const level = levels[Number(process.argv[2]) - 1];
const analysis = analyseLevel(level);
console.log('rooms', analysis.rooms.map((r) => r.fillOrder.map((s) => `${s % level.width},${Math.floor(s / level.width)}`).join(' ')));
const search = new PushSearch(level, analysis, { gWeight: 1, hWeight: 5, goalOnPop: false, corralPruning: true, goalMacros: true }, { maxStates: 5e6, timeLimitMs: 3000 });
search.start();
const r = search.step(Infinity);
console.log(r?.outcome, search.stats());
// deepest state: min h
const store = (search as any).store;
let best = -1;
for (let i = 0; i < store.count; i++) if (best === -1 || store.h[i] < store.h[best]) best = i;
const n = level.crates.length;
const crates = new Set(Array.from(store.crates.subarray(best * n, best * n + n)));
let rows = '';
for (let y = 0; y < level.height; y++) { for (let x = 0; x < level.width; x++) { const i = y * level.width + x; rows += level.walls[i] ? '#' : crates.has(i) ? (level.goals[i] ? '*' : '$') : level.goals[i] ? '.' : ' '; } rows += '\n'; }
console.log('best h', store.h[best], 'g', store.g[best]); console.log(rows);

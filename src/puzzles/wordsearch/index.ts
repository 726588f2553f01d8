/** Word search and Boggle: letter grids, one word or every dictionary word, scoring, dice. */
export {
  parseLetterGrid,
  formatLetterGrid,
  tileText,
  tileCodeText,
  neighborTable,
  QU_TILE,
  type LetterGrid,
  type LetterGridOptions,
} from './letter-grid.js';
export { Trie } from './trie.js';
export { findWord, type FindWordOptions, type FindWordResult } from './find-word.js';
export {
  findAllWords,
  BoggleSolver,
  type FindAllOptions,
  type FindAllResult,
  type FoundWord,
  type WordSearchLimits,
  type WordPath,
} from './solver.js';
export { boggleScore, scoreForLength } from './score.js';
export { BOGGLE_DICE, rollBoggle, rollBoggleTiles } from './dice.js';
export { renderGrid, renderGridSearch } from './render.js';
export { wordPathError } from './rules.js';
// Every parser and search here throws it for bad input: callers catch it from this same subpath.
export { InputError } from '../../errors.js';

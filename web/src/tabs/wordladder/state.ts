/**
 * What the word-ladder tab holds: the graph of each word list it was asked about, built once
 * (a large list once per word length, when ladders keep their length), and the searches on
 * the graph the form chooses. The form is read when a search needs it, so a search uses the
 * words as they are once its list has loaded.
 *
 * ```ts
 * const state = new LadderState(controls, progress);
 * const found = await state.shortestLadder(); // loads and links the list first
 * found.ladder; // ['tears', 'sears', …, 'smile']
 * ```
 */
import {
  allShortestLadders,
  farthestWords,
  shortestLadder,
  WordLadderGraph,
  type AllLaddersResult,
  type FarthestResult,
  type LadderResult,
} from '../../../../src/puzzles/wordladder/index.js';
import { readWordList, type SkippedLines } from '../../../../src/words/read-words.js';
import { loadWords, type WordListId } from '../../word-lists.js';

/** What the form says, read when needed. */
export interface LadderInputs {
  /** A bundled list's id, or `custom` for the list typed in. */
  readonly dictionary: string;
  readonly customList: string;
  /** The two words, trimmed. */
  readonly from: string;
  readonly to: string;
  /** Whether a step may also add or remove a letter. */
  readonly edits: boolean;
}

/** What a slow graph says while it is made. */
export interface GraphProgress {
  /** A bundled list is being fetched. */
  loading(): void;
  /** `count` words are being linked into a graph. */
  linking(count: number): void;
  built(graph: WordLadderGraph, elapsedMs: number): void;
  /** Lines of your list that are not words (undefined: none). */
  skipped(skipped: SkippedLines | undefined): void;
}

export class LadderState {
  private readonly graphs = new Map<string, WordLadderGraph>();

  constructor(
    private readonly inputs: LadderInputs,
    private readonly progress: GraphProgress,
  ) {}

  /** The graph of the chosen list, built once per list (and per word length when large). */
  async graph(): Promise<WordLadderGraph> {
    const withEdits = this.inputs.edits;
    const { words, key } = await this.words();
    let built = this.graphs.get(key);
    if (!built) {
      this.progress.linking(words.length);
      // A moment for the page to say so before linking holds it up.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const startedAt = performance.now();
      built = new WordLadderGraph(words, { edits: withEdits });
      this.progress.built(built, performance.now() - startedAt);
      this.graphs.set(key, built);
    }
    return built;
  }

  async shortestLadder(): Promise<LadderResult> {
    const graph = await this.graph();
    return shortestLadder(graph, this.inputs.from, this.inputs.to, { timeLimitMs: 10_000 });
  }

  async allShortestLadders(): Promise<AllLaddersResult> {
    const graph = await this.graph();
    return allShortestLadders(graph, this.inputs.from, this.inputs.to, {
      maxLadders: 200,
      timeLimitMs: 10_000,
    });
  }

  async farthestWords(): Promise<FarthestResult> {
    return farthestWords(await this.graph(), this.inputs.from);
  }

  /** The chosen list's words, and the key of their graph. */
  private async words(): Promise<{ words: string[]; key: string }> {
    const { dictionary: id, edits: withEdits } = this.inputs;
    const length = this.inputs.from.length;
    if (id === 'custom') {
      const list = readWordList(this.inputs.customList, { file: 'your list' });
      this.progress.skipped(list.skipped);
      return { words: list.words, key: `custom:${withEdits}:${this.inputs.customList}` };
    }
    this.progress.loading();
    const words = await loadWords(id as WordListId);
    // Without edits a ladder keeps its length: the graph of that length alone is the same.
    if (!withEdits && id === 'english') {
      return { words: words.filter((word) => word.length === length), key: `${id}:${length}` };
    }
    return { words, key: `${id}:${withEdits}` };
  }
}

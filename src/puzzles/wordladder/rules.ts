/**
 * The rules of a ladder, checked from scratch on the words themselves (not on the graph),
 * so that every ladder printed is verified independently of the search that found it.
 *
 * ```ts
 * import { isLadderStep, ladderError } from 'puzzlegraph/wordladder';
 *
 * console.log(isLadderStep('cold', 'cord')); // true
 * console.log(isLadderStep('means', 'menus')); // false
 * console.log(isLadderStep('cord', 'cod', { edits: true })); // true
 * console.log(ladderError(['cold', 'cord', 'card'], () => true)); // undefined
 * ```
 */

export interface LadderRules {
  /** Adding or removing one letter is a step too. */
  edits?: boolean;
}

export function isLadderStep(a: string, b: string, rules: LadderRules = {}): boolean {
  if (a.length === b.length) {
    let differences = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differences++;
    return differences === 1;
  }
  if (!rules.edits || Math.abs(a.length - b.length) !== 1) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/** Why `ladder` breaks the rules, or undefined when it is a valid ladder. */
export function ladderError(
  ladder: readonly string[],
  inDictionary: (word: string) => boolean,
  rules: LadderRules = {},
): string | undefined {
  if (ladder.length === 0) return 'the ladder is empty';
  for (let i = 0; i < ladder.length; i++) {
    if (!inDictionary(ladder[i])) return `${ladder[i]} is not in the dictionary`;
    if (i > 0 && !isLadderStep(ladder[i - 1], ladder[i], rules)) {
      return `${ladder[i - 1]} -> ${ladder[i]} is not a single-letter step`;
    }
  }
  return undefined;
}

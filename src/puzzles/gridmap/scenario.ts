/**
 * Moving AI scenario files (`.scen`): `version 1`, then one query per line —
 * `bucket map width height startX startY goalX goalY optimalLength`, separated by tabs or
 * spaces. The optimal length is for 8-connected moves (diagonal sqrt 2, no corner cutting).
 *
 * ```ts
 * import { parseScenarios } from 'puzzlegraph/gridmap';
 *
 * const [query] = parseScenarios('version 1\n0\tarena.map\t49\t49\t1\t11\t1\t12\t1\n');
 * console.log(query.start); // { x: 1, y: 11 }
 * console.log(query.optimal); // 1
 * // The length was printed without decimals.
 * console.log(query.decimals); // 0
 * ```
 */
import { InputError, quoteInput, textLines } from '../../grid/index.js';

export interface Scenario {
  bucket: number;
  map: string;
  width: number;
  height: number;
  start: { x: number; y: number };
  goal: { x: number; y: number };
  /** The optimal 8-connected length as printed. */
  optimal: number;
  /** The printed text of the length, whose precision a match must respect. */
  optimalText: string;
  /** Digits printed after the decimal point. */
  decimals: number;
  /** 1-based line in the file. */
  line: number;
}

export function parseScenarios(text: string, options: { file?: string } = {}): Scenario[] {
  const { file } = options;
  const lines = textLines(text);
  const scenarios: Scenario[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    if (/^version\s/i.test(line)) {
      if (!/^version\s+1(\.0)?$/i.test(line)) {
        throw new InputError(`unsupported scenario ${quoteInput(line)}; expected version 1`, {
          file,
          line: i + 1,
          column: 1,
        });
      }
      return;
    }
    const fields = line.split(/\s+/);
    if (fields.length !== 9) {
      throw new InputError(
        `a scenario line has ${fields.length} fields; expected 9: bucket map width height startX startY goalX goalY length`,
        { file, line: i + 1, column: 1 },
      );
    }
    const whole = (index: number): number => {
      const value = fields[index];
      if (!/^\d+$/.test(value)) throw fieldError(index, 'a whole number');
      return Number(value);
    };
    const fieldError = (index: number, expected: string): InputError => {
      return new InputError(`${quoteInput(fields[index])} is not ${expected}`, {
        file,
        line: i + 1,
        column: columnOf(raw, index) + 1,
      });
    };
    const optimalText = fields[8];
    if (!/^\d+(\.\d+)?$/.test(optimalText)) throw fieldError(8, 'a length');
    scenarios.push({
      bucket: whole(0),
      map: fields[1],
      width: whole(2),
      height: whole(3),
      start: { x: whole(4), y: whole(5) },
      goal: { x: whole(6), y: whole(7) },
      optimal: Number(optimalText),
      optimalText,
      decimals: optimalText.includes('.') ? optimalText.length - optimalText.indexOf('.') - 1 : 0,
      line: i + 1,
    });
  });
  return scenarios;
}

/** Where the `index`-th whitespace-separated field of `raw` starts (0-based). */
function columnOf(raw: string, index: number): number {
  const re = /\S+/g;
  for (let n = 0; ; n++) {
    const match = re.exec(raw);
    if (!match) return 0;
    if (n === index) return match.index;
  }
}

/**
 * True when `length` equals the printed optimal length to its printed precision: within half
 * a unit of the last printed digit, plus two single-precision units of the length. The files
 * were written from single-precision sums (99.882251 is printed 99.8822, because the float
 * nearest it is 99.882248), and a sum of hundreds of float steps may drift by a fraction of a
 * unit more. The slack (6e-5 at length 500) stays far below the gap between two different
 * octile lengths of a few hundred steps (408 sqrt 2 - 577 = 8.7e-4).
 */
export function matchesPrinted(
  length: number,
  scenario: Pick<Scenario, 'optimal' | 'decimals'>,
): boolean {
  const halfUnit = 0.5 * 10 ** -scenario.decimals;
  const floatUnit = 2 ** (Math.floor(Math.log2(Math.max(length, 1))) - 23);
  return Math.abs(length - scenario.optimal) <= halfUnit + 2 * floatUnit;
}

/**
 * The one rule every reader applies to the text it is given: a UTF-8 byte-order mark at the
 * start is dropped, and Windows (`\r\n`) and old Mac (`\r`) line endings read as `\n`. Editors
 * on Windows write both, and a reader that missed either reported an invisible character
 * (`unexpected character ""`) or lost its first word. Every parser of a level, map, board,
 * grid or word list starts here, so that they all accept the same files.
 *
 * ```ts
 * normalizeText('\uFEFFab\r\ncd\re'); // 'ab\ncd\ne'
 * textLines('\uFEFF#@$.#\r\n#####'); // ['#@$.#', '#####']
 * ```
 */

const BYTE_ORDER_MARK = '\uFEFF';

/** `text` without a leading byte-order mark, its lines ending in `\n` alone. */
export function normalizeText(text: string): string {
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(BYTE_ORDER_MARK.length) : text;
  // Most files have no \r at all; skipping the replace keeps a 2 MB word list a single scan.
  return body.includes('\r') ? body.replace(/\r\n?/g, '\n') : body;
}

/** The lines of `text` after `normalizeText`; line k (1-based) is `textLines(text)[k - 1]`. */
export function textLines(text: string): string[] {
  return normalizeText(text).split('\n');
}

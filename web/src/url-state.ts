/**
 * What the URL holds: `#tab?key=value&…`, the open tab and what is on it, so that a link
 * (or a reload) shows the same thing. Long texts (a pasted level, a board) travel deflated
 * and base64url-encoded, prefixed `z:`; short ones as they are.
 *
 * ```ts
 * parseHash('#knight?from=a8&to=h1'); // { tab: 'knight', params: URLSearchParams {from, to} }
 * const packed = await packText(levelText); // 'z:…' or the text itself
 * (await unpackText(packed)) === levelText; // true
 * ```
 */

export interface HashState {
  tab: string;
  params: URLSearchParams;
}

export function parseHash(hash: string): HashState {
  const text = hash.replace(/^#/, '');
  const at = text.indexOf('?');
  return at === -1
    ? { tab: text, params: new URLSearchParams() }
    : { tab: text.slice(0, at), params: new URLSearchParams(text.slice(at + 1)) };
}

export function formatHash(tab: string, params: Record<string, string | undefined>): string {
  const defined = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
  const query = new URLSearchParams(defined).toString();
  return `#${tab}${query ? `?${query}` : ''}`;
}

/** Below this many characters a text is left as it is: deflating would not pay. */
const PACK_FROM = 24;

export async function packText(text: string): Promise<string> {
  if (text.length < PACK_FROM || typeof CompressionStream === 'undefined') return text;
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `z:${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The text of `packText`; a link whose text cannot be read throws a sentence saying so. */
export async function unpackText(packed: string): Promise<string> {
  if (!packed.startsWith('z:')) return packed;
  try {
    const binary = atob(packed.slice(2).replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return await new Response(stream).text();
  } catch {
    throw new Error('the link is damaged: its board text cannot be read');
  }
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHash, packText, parseHash, unpackText } from './url-state.js';

describe('url state', () => {
  it('reads back what it wrote: the tab and every non-empty value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sokoban', 'knight', 'laser'),
        fc.dictionary(fc.string({ minLength: 1 }), fc.option(fc.string(), { nil: undefined })),
        (tab, params) => {
          const { tab: read, params: back } = parseHash(formatHash(tab, params));
          expect(read).toBe(tab);
          const kept = Object.entries(params).filter(([, v]) => v !== undefined && v !== '');
          expect([...back.entries()]).toEqual(kept);
        },
      ),
    );
  });

  it('packs texts and unpacks them unchanged; long boards get shorter links', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 400 }), async (text) => {
        expect(await unpackText(await packText(text))).toBe(text);
      }),
      { numRuns: 60 },
    );
    const level = '#######\n#     #\n# @$  #\n#.    #\n#######\n'.repeat(3);
    const packed = await packText(level);
    expect(packed.startsWith('z:')).toBe(true);
    expect(encodeURIComponent(packed).length).toBeLessThan(encodeURIComponent(level).length);
    expect(await packText('#@$.#')).toBe('#@$.#');
  });

  it('says a damaged link is damaged', async () => {
    await expect(unpackText('z:not*base64')).rejects.toThrow(/the link is damaged/);
  });
});

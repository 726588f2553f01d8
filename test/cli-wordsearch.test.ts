import { describe, expect, it } from 'vitest';
import { runCliProcess } from './run-cli-process.js';
import { runCli } from './run-cli.js';

describe('puzzlegraph wordsearch', () => {
  it('finds every word of PERS/LATG/SINE/TERS with the score', async () => {
    const { code, out } = await runCli(['wordsearch', 'PERS/LATG/SINE/TERS', '--score']);
    expect(code).toBe(0);
    expect(out).toContain('1,045 words, 3,625 points (english, at least 3 letters');
    expect(out).toContain('longest, marked above: replastering');
  });

  it('shows one word with its cells marked', async () => {
    const { code, out } = await runCli([
      'wordsearch',
      'PERS/LATG/SINE/TERS',
      '--word',
      'PLASTERINGS',
    ]);
    expect(code).toBe(0);
    expect(out.split('\n').slice(0, 4)).toEqual([
      '[P] E  R [S]',
      '[L][A] T [G]',
      '[S][I][N] E',
      '[T][E][R] S',
    ]);
    expect(out).toContain('plasterings found along paths of neighbours: 1,1 2,1 2,2');
  });

  it('reads the grid from standard input, with the Qu tile', async () => {
    const { code, out } = await runCli(
      ['wordsearch', '-', '--qu', '--word', 'quest', '--json'],
      'QEST\nRIAN\n',
    );
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer.found).toBe(true);
    expect(answer.cells).toEqual([
      { row: 1, column: 1 },
      { row: 1, column: 2 },
      { row: 1, column: 3 },
      { row: 1, column: 4 },
    ]);
  });

  it('exits 1 when the word is not in the grid', async () => {
    const { code, out } = await runCli([
      'wordsearch',
      'DEAN/FORS/XMSU',
      '--word',
      'forms',
      '--straight',
    ]);
    expect(code).toBe(1);
    expect(out).toContain('forms is not in the grid (searching straight lines)');
  });

  it('lists straight-line words from a word file', async () => {
    const { code, out } = await runCli(
      ['wordsearch', 'DEAN/FORS/XMSU', '--straight', '--dict', '-', '--json'],
      'dean\nforms\ndos\nnae\n',
    );
    expect(code).toBe(0);
    expect(JSON.parse(out).words.map((found: { word: string }) => found.word)).toEqual([
      'dean',
      'dos',
      'nae',
    ]);
  });

  it('refuses a bad grid with line and column, exit code 2', async () => {
    const { code, err } = await runCli(['wordsearch', 'PERS/LAT3/SINE/TERS']);
    expect(code).toBe(2);
    expect(err.trim()).toBe(
      'puzzlegraph: <grid>:1:9: unexpected character "3"; expected letters a-z',
    );
    const ragged = await runCli(['wordsearch', '-'], 'ABC\nDE\n');
    expect(ragged.code).toBe(2);
    expect(ragged.err).toContain('<stdin>:2: a row of 2 letters; expected 3');
  });

  it('refuses a word that is not letters, and a missing file', async () => {
    expect((await runCli(['wordsearch', 'AB/CD', '--word', 'a-b'])).code).toBe(2);
    const missing = await runCli(['wordsearch', 'nothing-here.txt']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('cannot read nothing-here.txt: no such file');
  });
});

// #45: with --json, standard output is the JSON alone; --animate would draw frames there.
describe('--animate with --json', () => {
  const cases = [
    ['wordsearch', 'PERS/LATG/SINE/TERS', '--word', 'tigers', '--animate', '--json'],
    ['knight', 'a8', 'h1', '--animate', '--json'],
    [
      'terrain',
      'examples/terrain/island.txt',
      '--from',
      '0,0',
      '--to',
      '19,9',
      '--animate',
      '--json',
    ],
  ];
  for (const args of cases) {
    it(`is refused with exit 2 and the reason, nothing on stdout: ${args[0]}`, async () => {
      const run = await runCliProcess(args);
      expect(run.code).toBe(2);
      expect(run.out).toBe('');
      expect(run.err).toBe(
        'puzzlegraph: --animate draws the search on standard output, which --json keeps for the JSON alone: drop one\n',
      );
    });
  }

  it('leaves --json alone valid JSON', async () => {
    const run = await runCliProcess([
      'wordsearch',
      'PERS/LATG/SINE/TERS',
      '--word',
      'plasterings',
      '--json',
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ word: 'plasterings', found: true });
  });
});

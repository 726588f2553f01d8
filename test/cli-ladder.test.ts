import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('puzzlegraph ladder', () => {
  it('finds words -> graph in 7 steps on the SGB words by default', async () => {
    const { code, out } = await runCli(['ladder', 'words', 'graph']);
    expect(code).toBe(0);
    expect(out).toMatch(
      /^words -> graph: 7 steps \(sgb, 5,757 words\)\nwords \w+ \w+ \w+ \w+ \w+ \w+ graph\n/,
    );
  });

  it('lists every shortest ladder with --all, as JSON too', async () => {
    const { code, out } = await runCli(['ladder', 'black', 'white', '--all', '--json']);
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer.steps).toBe(7);
    expect(answer.ladders.length).toBeGreaterThan(1);
    for (const ladder of answer.ladders) expect(ladder).toHaveLength(8);
  });

  it('uses the English list for other lengths, and a word file given', async () => {
    const english = await runCli(['ladder', 'cold', 'warm', '--json']);
    expect(JSON.parse(english.out)).toMatchObject({ dictionary: 'english', steps: 4 });
    const file = await runCli(
      ['ladder', 'cold', 'warm', '--dict', '-', '--json'],
      'cold\ncord\ncard\nward\nwarm\n',
    );
    expect(JSON.parse(file.out)).toMatchObject({
      dictionary: '<stdin>',
      words: 5,
      ladder: ['cold', 'cord', 'card', 'ward', 'warm'],
    });
  });

  it('adds and removes letters with --edits', async () => {
    const words = 'cat\ncar\ncare\ncarse\ncorse\nhorse\ncot\n';
    const { code, out } = await runCli(
      ['ladder', 'cat', 'horse', '--edits', '--dict', '-', '--json'],
      words,
    );
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer.edits).toBe(true);
    expect(answer.ladder).toEqual(['cat', 'car', 'care', 'carse', 'corse', 'horse']);
  });

  it('refuses unknown words with a suggestion, exit code 2, one line', async () => {
    const { code, err } = await runCli(['ladder', 'wrods', 'graph', '--dict', 'sgb']);
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/"wrods" is not in sgb \(5,757 words\); did you mean .*words/);
  });

  it('falls back to the English list for five-letter words Knuth does not have', async () => {
    const { code, out } = await runCli(['ladder', 'ached', 'aahed']);
    expect(code).toBe(0);
    expect(out).toMatch(/^ached -> aahed: 1 step \(english, [\d,]+ words\)\nached aahed\n/);
  });

  it('refuses words of different lengths without --edits', async () => {
    const { code, err } = await runCli(['ladder', 'cold', 'horse']);
    expect(code).toBe(2);
    expect(err).toContain('--edits');
  });

  it('exits 1 when no ladder joins the words', async () => {
    const { code, out } = await runCli(['ladder', 'aloof', 'graph']);
    expect(code).toBe(1);
    expect(out).toContain('no ladder joins aloof and graph');
  });

  it("prints Knuth's figures with ladder stats", async () => {
    const { code, out } = await runCli(['ladder', 'stats', '--json']);
    expect(code).toBe(0);
    const stats = JSON.parse(out);
    expect(stats).toMatchObject({ words: 5757, edges: 14135, components: 853, isolated: 671 });
    expect(stats.largestComponent.size).toBe(4493);
    expect(stats.diameter.ladder).toHaveLength(stats.diameter.steps + 1);
  });

  it('finds the farthest words from one', async () => {
    const { code, out } = await runCli(['ladder', 'farthest', 'chaos', '--json']);
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer.ladder).toHaveLength(answer.distance + 1);
    expect(answer.words).toContain(answer.ladder.at(-1));
  });
});

import { excerptOf, searchPattern, slugOf, titleFrom } from './conversation-text';

describe('titleFrom', () => {
  it('keeps a short question whole, on one line', () => {
    expect(titleFrom('  How is\n\tIronKeep   priced? ')).toBe('How is IronKeep priced?');
    expect(titleFrom(' \n ')).toBeNull();
  });

  it('cuts a long question at the last word boundary within 60 characters', () => {
    const question =
      'What is the difference between the on-premises and the air-gapped deployment options?';
    const title = titleFrom(question)!;
    expect(title).toBe('What is the difference between the on-premises and the…');
    expect(title.length - 1).toBeLessThanOrEqual(60);
  });

  it('cuts inside a word only when the first word alone is too long, never inside an emoji', () => {
    expect(titleFrom('x'.repeat(80))).toBe(`${'x'.repeat(60)}…`);
    const emoji = titleFrom('😀'.repeat(70))!;
    expect(Array.from(emoji)).toHaveLength(61);
    expect(emoji).toBe(`${'😀'.repeat(60)}…`);
  });
});

describe('search excerpts', () => {
  const answer =
    'IronKeep is sold per deployment. Backups run nightly; to restore, stop the backend, copy the data directory back and start it again. Nothing else is needed.';

  it('matches case-insensitively and shows whole words around the first hit', () => {
    const excerpt = excerptOf(answer, searchPattern('COPY the  DATA'))!;
    expect(excerpt).toBe(
      '…nightly; to restore, stop the backend, copy the data directory back and start it again.…',
    );
    expect(excerpt).toContain('copy the data');
  });

  it('has no ellipsis at an end it did not cut, and null without a hit', () => {
    expect(excerptOf('Short answer', searchPattern('short'))).toBe('Short answer');
    expect(excerptOf(answer, searchPattern('kubernetes'))).toBeNull();
  });

  it('takes the search text literally, not as a pattern', () => {
    expect(excerptOf('costs $5 (per seat)', searchPattern('$5 (per'))).toBe('costs $5 (per seat)');
    expect(excerptOf('abc', searchPattern('.*'))).toBeNull();
  });

  it('never cuts an emoji in half', () => {
    for (const pad of ['', 'x']) {
      const text = `${pad}${'😀'.repeat(30)}needle${'😀'.repeat(30)}${pad}`;
      const excerpt = excerptOf(text, searchPattern('needle'))!;
      expect(excerpt).toMatch(/^…(😀)+needle(😀)+…$/u);
    }
  });

  it('folds case beyond ASCII', () => {
    expect(excerptOf('Ärger mit der Größe', searchPattern('GRÖSSE'))).toBeNull();
    expect(excerptOf('Ärger mit der Größe', searchPattern('ärger'))).toBe('Ärger mit der Größe');
  });
});

describe('slugOf', () => {
  it('makes an ASCII file name part of a title', () => {
    expect(slugOf('Crème brûlée: cost & pricing?')).toBe('creme-brulee-cost-pricing');
    expect(slugOf('日本語')).toBe('conversation');
    expect(slugOf(null)).toBe('conversation');
    expect(slugOf('a'.repeat(80))).toHaveLength(50);
  });
});

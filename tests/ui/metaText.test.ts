import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, listText, metaSummary } from '@/ui/shell/metaText';

describe('a description fits what search engines show', () => {
  it.each([
    ['a short text stays whole', 'Kurz und gut.', 'Kurz und gut.'],
    ['line breaks and runs of spaces become one space', 'Zwei\n\n  Zeilen', 'Zwei Zeilen'],
  ])('%s', (_rule, text, expected) => {
    expect(metaSummary(text)).toBe(expected);
  });

  it('a long text is cut at a word, without trailing punctuation, with an ellipsis', () => {
    const text = `${'Guthaben, '.repeat(30)}Ende`;
    const summary = metaSummary(text);
    expect(summary.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(summary).toMatch(/Guthaben…$/);
  });
});

describe('a list of names is separated by commas, so the text after it can say "and more"', () => {
  it('names every item', () => {
    expect(listText(['15 €', '30 €', '50 €'])).toBe('15 €, 30 €, 50 €');
  });

  it('names at most the first few', () => {
    expect(listText(['Albanien', 'Algerien', 'Marokko', 'Tunesien'], 3)).toBe('Albanien, Algerien, Marokko');
  });
});

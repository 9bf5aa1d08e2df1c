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

describe('a list of names reads as the language writes it', () => {
  it.each([
    ['de', ['15 €', '30 €', '50 €'], '15 €, 30 € und 50 €'],
    ['en', ['€15', '€30'], '€15 and €30'],
  ])('%s', (language, items, expected) => {
    expect(listText(items, language)).toBe(expected);
  });

  it('names at most the first few', () => {
    expect(listText(['Albanien', 'Algerien', 'Marokko', 'Tunesien'], 'de', 3)).toBe(
      'Albanien, Algerien und Marokko',
    );
  });
});

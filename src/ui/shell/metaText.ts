/** Search engines show about 155 characters of a description; longer ones are cut mid-word. */
export const DESCRIPTION_MAX = 155;

/** A text cut at a word to fit a description, with an ellipsis where something was left out. */
export function metaSummary(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > max / 2 ? cut.slice(0, word) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The first few names of a list in the page's language ("15 €, 30 € and 50 €"). */
export function listText(items: readonly string[], language: string, max = items.length): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items.slice(0, max));
}

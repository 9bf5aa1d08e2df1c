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

/**
 * The first few names of a list, separated by commas ("15 €, 30 €, 50 €"): the texts around it go
 * on with "and more", so a language's own "and" before the last name would say it twice.
 */
export function listText(items: readonly string[], max = items.length): string {
  return items.slice(0, max).join(', ');
}

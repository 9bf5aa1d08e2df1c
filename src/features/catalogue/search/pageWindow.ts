/** Page buttons shown at most; the rest collapse into gaps so the bar fits a 390 px phone. */
const MAX_BUTTONS = 5;

/**
 * The page numbers to offer around `page` (1-based): the first, the last and the current with its
 * neighbours; `null` marks a gap.
 */
export function pageWindow(page: number, pages: number): Array<number | null> {
  if (pages <= MAX_BUTTONS) return Array.from({ length: pages }, (_, index) => index + 1);
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, index) => (index > 0 && p - sorted[index - 1]! > 1 ? [null, p] : [p]));
}

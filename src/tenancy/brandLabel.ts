/** A readable brand name from its id where no catalogue names it: "vodafone-nl" → "Vodafone NL". */
export function brandLabel(brandId: string): string {
  return brandId
    .split(/[-_]/)
    .map((part) => (part.length <= 2 ? part.toUpperCase() : part[0]!.toUpperCase() + part.slice(1)))
    .join(' ');
}

/**
 * The grid of product cards, shared by the cards and their placeholders; apart from ProductGrid,
 * whose cards load on demand and must not import their loader.
 */
export const productGrid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

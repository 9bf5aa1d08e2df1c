import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Product } from '@/api';
import { ProductCard } from './ProductCard';

const grid = {
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

/** Products as a list of cards; `busy` dims the cards while the next page loads. */
export function ProductGrid({ products, busy = false }: { products: Product[]; busy?: boolean }) {
  return (
    <Box component="ul" sx={{ ...grid, opacity: busy ? 0.6 : 1 }} aria-busy={busy || undefined}>
      {products.map((product) => (
        <li key={product.productId}>
          <ProductCard product={product} />
        </li>
      ))}
    </Box>
  );
}

/** Placeholders of the card size while the first answer is on its way. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box sx={grid} data-testid="products-loading" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={190} />
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { deferredPart } from '@/ui/shell/deferredPart';
import { productGrid } from './productGridStyle';

/**
 * The product cards (with their chips and prices) show catalogue answers, which the browser
 * fetches after hydration, so their code comes with them rather than before hydration.
 */
export const ProductGrid = deferredPart(
  () => import('./ProductCards').then((module) => module.ProductCards),
  { ssr: false },
);

/** Placeholders of the card size while the first answer is on its way. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box sx={productGrid} data-testid="products-loading" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={190} />
      ))}
    </Box>
  );
}

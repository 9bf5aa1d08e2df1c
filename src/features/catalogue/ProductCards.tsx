import Box from '@mui/material/Box';
import type { Product } from '@/api';
import { productGrid } from './productGridStyle';
import { ProductCard } from './ProductCard';

/** Products as a list of cards; `busy` dims the cards while the next page loads. */
export function ProductCards({ products, busy = false }: { products: Product[]; busy?: boolean }) {
  return (
    <Box component="ul" sx={{ ...productGrid, opacity: busy ? 0.6 : 1 }} aria-busy={busy || undefined}>
      {products.map((product) => (
        <li key={product.productId}>
          <ProductCard product={product} />
        </li>
      ))}
    </Box>
  );
}

import { ShopHome } from '@/features/catalogue/ShopHome';
import { shopHomeProps } from '@/features/catalogue/server';
import { sitePaths } from '@/server/pageLoad';

// SPEC §2: /shop is the main page of multi-brand shops (and esim's shop); single-brand shops are
// sent to their brand page (`tenantRedirect`).
export const getStaticPaths = sitePaths;
export const getStaticProps = shopHomeProps('/shop');

export default ShopHome;

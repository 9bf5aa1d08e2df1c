import { ShopHome } from '@/features/catalog';
import { siteProps, sitePaths } from '@/server/pageLoad';

// SPEC §2: /shop is the main page of multi-brand shops (and esim's shop); single-brand shops are
// sent to their brand page by src/proxy.ts.
export const getStaticPaths = sitePaths((tenant) =>
  tenant.mainPage === '/shop' || tenant.mainPage === '/' ? [{}] : [],
);
export const getStaticProps = siteProps();

export default ShopHome;

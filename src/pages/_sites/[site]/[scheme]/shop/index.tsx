import { ShopHome } from '@/features/catalog/ShopHome';
import { shopHomeProps } from '@/server/catalogue';
import { sitePaths } from '@/server/pageLoad';
import { shopPageOf } from '@/tenancy/routes';

// SPEC §2: /shop is the main page of multi-brand shops (and esim's shop); single-brand shops are
// sent to their brand page by the routing rules (src/server/siteRules.ts).
export const getStaticPaths = sitePaths((tenant) => (shopPageOf(tenant) === '/shop' ? [{}] : []));
export const getStaticProps = shopHomeProps;

export default ShopHome;

import { ShopHome } from '@/features/catalogue/ShopHome';
import { shopHomeProps } from '@/features/catalogue/server';
import { sitePaths } from '@/server/pageLoad';

// SPEC §2: "/" is esim's main page; other tenants are sent to theirs (`tenantRedirect`).
export const getStaticPaths = sitePaths;
export const getStaticProps = shopHomeProps('/');

export default ShopHome;

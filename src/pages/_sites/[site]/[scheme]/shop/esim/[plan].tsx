import { EsimPlanPage } from '@/features/esimShop/EsimPlanPage';
import { sitePaths } from '@/server/pageLoad';
import { esimPlanProps } from '@/features/esimShop/server';

// What an eSIM plan gives, with add to cart (ADR 0013).
export const getStaticPaths = sitePaths;
export const getStaticProps = esimPlanProps;

export default EsimPlanPage;

import { EsimPlanPage } from '@/features/esimShop/EsimPlanPage';
import { sitePaths } from '@/server/pageLoad';
import { esimPlanProps } from '@/server/travel';

// What an eSIM plan gives, with add to cart (issue 12).
export const getStaticPaths = sitePaths;
export const getStaticProps = esimPlanProps;

export default EsimPlanPage;

import { EsimPlanPage } from '@/features/esimShop/EsimPlanPage';
import { esimPlanPaths, esimPlanProps } from '@/server/travel';

// What an eSIM plan gives, with add to cart (issue 12).
export const getStaticPaths = esimPlanPaths;
export const getStaticProps = esimPlanProps;

export default EsimPlanPage;

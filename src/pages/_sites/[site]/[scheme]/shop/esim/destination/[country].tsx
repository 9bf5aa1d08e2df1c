import { EsimDestinationPage } from '@/features/esimShop/EsimDestinationPage';
import { sitePaths } from '@/server/pageLoad';
import { esimDestinationProps } from '@/features/esimShop/server';

// A destination's landing page (ADR 0028): the eSIM plans that work in one country.
export const getStaticPaths = sitePaths;
export const getStaticProps = esimDestinationProps;

export default EsimDestinationPage;

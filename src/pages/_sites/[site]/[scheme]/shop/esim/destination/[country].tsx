import { EsimDestinationPage } from '@/features/esimShop/EsimDestinationPage';
import { esimDestinationPaths, esimDestinationProps } from '@/server/travel';

// A destination's landing page (issue 23): the eSIM plans that work in one country.
export const getStaticPaths = esimDestinationPaths;
export const getStaticProps = esimDestinationProps;

export default EsimDestinationPage;

import { InternationalCountryPage } from '@/features/international/InternationalCountryPage';
import { sitePaths } from '@/server/pageLoad';
import { internationalCountryProps } from '@/features/international/server';

// A destination's landing page (ADR 0028): the operators and amounts of international top-up in one country.
export const getStaticPaths = sitePaths;
export const getStaticProps = internationalCountryProps;

export default InternationalCountryPage;

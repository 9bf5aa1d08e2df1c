import { InternationalCountryPage } from '@/features/international/InternationalCountryPage';
import { internationalCountryPaths, internationalCountryProps } from '@/server/travel';

// A destination's landing page (issue 23): the operators and amounts of international top-up in one country.
export const getStaticPaths = internationalCountryPaths;
export const getStaticProps = internationalCountryProps;

export default InternationalCountryPage;

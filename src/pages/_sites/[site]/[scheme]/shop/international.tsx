import { InternationalPage } from '@/features/international';
import { internationalPaths, internationalProps } from '@/server/travel';

// International top-up (issue 12) for shops whose catalogue sells it: destination, operator, amount.
export const getStaticPaths = internationalPaths;
export const getStaticProps = internationalProps;

export default InternationalPage;

import { InternationalPage } from '@/features/international';
import { sitePaths } from '@/server/pageLoad';
import { internationalProps } from '@/features/international/server';

// International top-up (ADR 0013) for shops whose catalogue sells it: destination, operator, amount.
export const getStaticPaths = sitePaths;
export const getStaticProps = internationalProps;

export default InternationalPage;

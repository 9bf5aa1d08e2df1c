import { LightTopupPage } from '@/features/account/pages/LightTopupPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

// The page of a guest's light low-balance notification: only shops that offer light top-ups send one.
export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps('/auto-topup-light', {
  pages: (tenant) => (tenant.topup.autoTopupLightOffered ? [{}] : []),
});

export default LightTopupPage;

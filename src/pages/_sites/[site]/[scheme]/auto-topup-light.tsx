import { LightTopupPage } from '@/features/account/LightTopupPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

// The page of a guest's light low-balance notification: only shops that offer light top-ups send one.
export const getStaticPaths = sitePaths((tenant) => (tenant.topup.autoTopupLightOffered ? [{}] : []));
export const getStaticProps = siteProps();

export default LightTopupPage;

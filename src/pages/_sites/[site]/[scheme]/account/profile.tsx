import { ProfilePage } from '@/features/account/pages/ProfilePage';
import { siteProps, sitePaths } from '@/server/pageLoad';

// Tenants without login redirect every account page to their main page (src/server/siteRules.ts).
export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps('/account/profile', {
  pages: (tenant) => (tenant.features.authDisabled ? [] : [{}]),
});

export default ProfilePage;

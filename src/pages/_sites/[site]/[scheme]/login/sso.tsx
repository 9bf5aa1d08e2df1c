import { SsoReturnPage } from '@/features/account/signin/SsoReturnPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

// Only tenants with a customer portal sign in by single sign-on (SPEC §6).
export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps('/login/sso', {
  pages: (tenant) => (tenant.ssoLoginUrl && !tenant.features.authDisabled ? [{}] : []),
});

export default SsoReturnPage;

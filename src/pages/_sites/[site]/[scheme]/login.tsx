import { LoginPage } from '@/features/account/signin/LoginPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

// Tenants without login or with a customer portal are redirected by the routing rules (src/server/siteRules.ts) (SPEC §6).
export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps('/login', {
  pages: (tenant) => (tenant.features.authDisabled || tenant.ssoLoginUrl ? [] : [{}]),
});

export default LoginPage;

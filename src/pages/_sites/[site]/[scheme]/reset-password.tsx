import { ResetPasswordPage } from '@/features/account/signin/ResetPasswordPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps('/reset-password', {
  pages: (tenant) => (tenant.features.authDisabled || tenant.ssoLoginUrl ? [] : [{}]),
});

export default ResetPasswordPage;

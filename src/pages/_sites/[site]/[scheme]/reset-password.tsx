import { ResetPasswordPage } from '@/features/account/ResetPasswordPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

export const getStaticPaths = sitePaths((tenant) =>
  tenant.features.authDisabled || tenant.ssoLoginUrl ? [] : [{}],
);
export const getStaticProps = siteProps();

export default ResetPasswordPage;

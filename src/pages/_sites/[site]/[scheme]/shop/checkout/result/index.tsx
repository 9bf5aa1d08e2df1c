import { siteProps, sitePaths } from '@/server/pageLoad';
import { ComingSoon } from '@/ui/shell/ComingSoon';

export const getStaticPaths = sitePaths();
export const getStaticProps = siteProps();

export default function Page() {
  return <ComingSoon titleKey="pages.result" seoKey="result" />;
}

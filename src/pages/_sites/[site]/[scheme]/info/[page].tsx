import { InfoPage, type InfoPageProps } from '@/features/info';
import { infoPageProps } from '@/features/info/server';
import { sitePaths } from '@/server/pageLoad';

/** The brand's SEO and content pages (SPEC §2) the shop hosts itself. */
export const getStaticPaths = sitePaths;
export const getStaticProps = infoPageProps;

export default function Info(props: InfoPageProps) {
  return <InfoPage {...props} />;
}

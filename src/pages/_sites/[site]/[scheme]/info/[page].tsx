import { InfoPage, infoPages, type InfoPageId } from '@/features/info';
import { siteProps, sitePaths } from '@/server/pageLoad';

type Props = { page: InfoPageId };

/** The brand's SEO pages (SPEC §2) the shop hosts itself; impressum unless hidden. */
export const getStaticPaths = sitePaths((tenant) =>
  infoPages
    .filter((page) => page !== 'impressum' || !tenant.features.hiddenImpressum)
    .map((page) => ({ page })),
);
export const getStaticProps = siteProps<Props>((_tenant, params) => ({
  props: { page: params.page as InfoPageId },
}));

export default function Info({ page }: Props) {
  return <InfoPage page={page} />;
}

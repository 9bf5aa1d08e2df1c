import { dynamicSitePage, type HostKind } from '@/server/pageLoad';
import { MessagePage } from '@/ui/shell/MessagePage';
import { UnknownShop } from '@/features/directory/UnknownShop';

export const getServerSideProps = dynamicSitePage(undefined, 404);

/** A shop's 404 page; on a host of no tenant, which every shop page sends here, the unknown-shop page. */
export default function NotFound({ host }: { host: HostKind }) {
  if (host === 'unknown') return <UnknownShop />;
  return <MessagePage titleKey="notFound.title" textKey="notFound.text" backHref="/" seoKey="notFound" />;
}

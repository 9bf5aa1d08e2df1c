import { dynamicSitePage } from '@/server/pageLoad';
import { MessagePage } from '@/ui/shell/MessagePage';

export const getServerSideProps = dynamicSitePage(undefined, 404);

export default function NotFound() {
  return <MessagePage titleKey="notFound.title" textKey="notFound.text" backHref="/" seoKey="notFound" />;
}

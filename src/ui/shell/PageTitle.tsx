import Head from 'next/head';
import { memo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useShopOrNull } from '@/tenancy/useShop';

/** What names a page: its heading's key, or its SEO entry, or its own texts. */
export interface PageTextsProps {
  /** the page's heading in the common namespace, used when the page has no SEO entry */
  titleKey: string;
  /** the page's entry in the seo namespace (title and description) */
  seoKey?: string;
  values?: Record<string, string>;
  /** a page with its own identity (a post): its whole title and description, not the seo entry's */
  title?: string;
  description?: string;
}

/** The page's title and description: its SEO texts with the shop's name. */
export function usePageTexts({ titleKey, seoKey, values, ...own }: PageTextsProps) {
  const { t } = useTranslation(['common', 'seo']);
  // also the pages of hosts that are no shop (the directory, an unknown host, no backend)
  const tenant = useShopOrNull()?.tenant ?? null;
  const shop = tenant?.providerName ?? '';
  let title = t(titleKey);
  if (own.title) title = own.title;
  else if (seoKey) title = t(`seo:${seoKey}.title`, { shop, ...values });
  else if (tenant) title = `${title} | ${shop}`;
  const description = own.description ?? t(`seo:${seoKey ?? 'default'}.description`, { shop, ...values });
  return { title, description };
}

/** The document's title and description; a customer's own page is kept out of search. */
export function PageHead({
  title,
  description,
  personal = false,
}: {
  title: string;
  description: string;
  personal?: boolean;
}) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      {personal && <meta name="robots" content="noindex, nofollow" />}
    </Head>
  );
}

/**
 * The title of a customer's own page (an account, a cart, a payment, a result): kept out of search
 * and shared without a preview, as its address names nothing another person can open. Pages that
 * anyone may find and share use PublicPageTitle, whose sharing tags and structured data these
 * pages' first load does without.
 *
 * A memo: each render makes Next's head manager compare and rewrite the head's tags, and a page
 * re-renders on every store change while it loads (stored state, the cart, the payment methods).
 */
export const PersonalPageTitle = memo(function PersonalPageTitle(props: PageTextsProps) {
  return <PageHead {...usePageTexts(props)} personal />;
});

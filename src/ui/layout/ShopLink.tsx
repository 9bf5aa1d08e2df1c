import { useRouter } from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

export type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A path inside this site (client-side navigation), not an absolute URL or a mailto:. */
export const isInternalHref = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/** A click the browser should handle itself: a new tab or window, a download. */
const browserClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  Boolean(event.currentTarget.target && event.currentTarget.target !== '_self') ||
  event.currentTarget.hasAttribute('download');

/**
 * A link to a path of the shop that navigates on the client, as Next's Link does, without its
 * prefetching in view: each prefetch matched the path against every routing rule (ADR 3) at the
 * page's busiest moment, and the brand page fetched its own data once per amount link. Pointing
 * at a link prefetches its page. Next's Link also weighs 2 KB of every page's first load (ADR 14).
 */
export function ShopLink({ href, onClick, onMouseEnter, ref, ...rest }: SmartLinkProps) {
  const router = useRouter();
  // Next's Link writes the page's language into the path, as the router does when it navigates
  const { locale, defaultLocale } = router;
  const shown =
    locale && locale !== defaultLocale && isInternalHref(href)
      ? `/${locale}${href === '/' ? '' : href}`
      : href;
  return (
    <a
      ref={ref}
      href={shown}
      {...rest}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        router.prefetch(href).catch(() => undefined);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (browserClick(event)) return;
        event.preventDefault();
        void router.push(href);
      }}
    />
  );
}

/**
 * Anchor for MUI's `component` prop: the shop's client-side link for paths inside the shop, a plain
 * <a> for external sites and mailto: links.
 */
export function SmartLink({ href, ref, ...rest }: SmartLinkProps) {
  if (isInternalHref(href)) return <ShopLink ref={ref} href={href} {...rest} />;
  return <a ref={ref} href={href} {...rest} />;
}

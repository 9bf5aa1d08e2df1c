// eslint-disable-next-line no-restricted-imports -- the one wrapper of Next's Link
import NextLink from 'next/link';
import type { AnchorHTMLAttributes, ComponentProps, Ref } from 'react';

export type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * Next's Link without prefetching in view: each prefetch matches the path against every routing rule
 * (ADR 3) on the page's busiest moment, and fetched the brand page's data once per amount link.
 * Hovering or touching a link still prefetches its page.
 */
export function ShopLink(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}

/** A path inside this site (client-side navigation), not an absolute URL or a mailto:. */
export const isInternalHref = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/**
 * Anchor for MUI's `component` prop: Next's client-side Link for paths inside the shop, a plain
 * <a> for external sites and mailto: links.
 */
export function SmartLink({ href, ref, ...rest }: SmartLinkProps) {
  if (isInternalHref(href)) return <ShopLink ref={ref} href={href} {...rest} />;
  return <a ref={ref} href={href} {...rest} />;
}

import NextLink from 'next/link';
import type { AnchorHTMLAttributes, Ref } from 'react';

export type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A path inside this site (client-side navigation), not an absolute URL or a mailto:. */
export const isInternalHref = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/**
 * Anchor for MUI's `component` prop: Next's client-side Link for paths inside the shop, a plain
 * <a> for external sites and mailto: links.
 */
export function SmartLink({ href, ref, ...rest }: SmartLinkProps) {
  if (isInternalHref(href)) return <NextLink ref={ref} href={href} {...rest} />;
  return <a ref={ref} href={href} {...rest} />;
}

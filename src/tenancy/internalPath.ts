/*
 * The one rule of a link or a return address inside the shop (the sign-in's `from`, the portal's
 * redirect, a content page's local links): the browser's own reading, so no spelling of another
 * origin passes as a path of the shop.
 */

/** Where a page is when no browser is: the server's render and the node tests. */
const NO_BROWSER_ORIGIN = 'https://shop.invalid';

/**
 * Only a place in this shop may be where a sign-in returns to, never another site. Browsers drop
 * tabs and newlines, read a backslash as a slash and trim spaces, so a string check always misses
 * one spelling of `//evil.example`: the value is read by the browser's own URL parser, and only
 * the path, query and fragment it finds on the shop's origin are kept, normalised, for navigating.
 */
export function internalPath(
  value: unknown,
  origin: string = typeof window === 'undefined' ? NO_BROWSER_ORIGIN : window.location.origin,
): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  // `/.//evil.example` is on the shop's origin, but its path `//evil.example` would not be
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

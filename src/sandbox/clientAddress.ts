import type { IncomingMessage } from 'node:http';

/** A header's first value, when Node gives several. */
export const firstHeader = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * The address of the browser behind a request, for its limits. Behind a proxy that is trusted (the
 * standalone sandbox behind the storefront, or TRUST_PROXY), the last X-Forwarded-For hop is the
 * one that proxy added; anything before it the browser may have written itself.
 */
export function clientAddress(req: IncomingMessage, trustForwarded: boolean): string {
  const forwardedFor = firstHeader(req.headers['x-forwarded-for'])?.split(',').pop()?.trim();
  return (trustForwarded && forwardedFor) || req.socket?.remoteAddress || 'unknown';
}

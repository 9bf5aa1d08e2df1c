/**
 * The Content-Security-Policy of every page. The production build emits no inline script (page
 * data is a JSON block, which never runs), so scripts come from this origin, plus exactly the
 * origins of the third-party scripts a tenant has enabled (`thirdPartyOrigins`): stricter than any
 * nonce or hash. Development needs eval and inline scripts for fast refresh.
 */
export function contentSecurityPolicy(dev: boolean, thirdParty: readonly string[] = []): string {
  const extra = thirdParty.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${extra}${dev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`,
    // Emotion injects style tags at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // vendor scripts report by beacon requests and pixel images to their own origins
    `img-src 'self' data: blob:${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}${dev ? ' ws: wss:' : ''}`,
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

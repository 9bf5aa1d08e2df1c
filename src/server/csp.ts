import { createHash } from 'node:crypto';
// Relative: next.config.ts loads this file, and its loader resolves no `@/` in what it imports.
import { CONSENT_MARKER_SCRIPT } from '../config/consentMarker';
import { KEPT_TYPED_SCRIPT } from '../config/keptTyped';
import { SCRIPTS_AFTER_PAINT } from '../config/scriptsAfterPaint';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The CSP sources that allow exactly the three inline scripts: the consent marker (ADR 14), the
 * loader of the application's scripts (ADR 19) and the keeper of what is typed before them (ADR 22).
 */
export const inlineScriptHashes = [CONSENT_MARKER_SCRIPT, SCRIPTS_AFTER_PAINT, KEPT_TYPED_SCRIPT]
  .map(hash)
  .join(' ');

/**
 * The Content-Security-Policy of every page. The production build emits no other inline script
 * (page data is a JSON block, which never runs), so scripts come from this origin, plus exactly the
 * origins of the third-party scripts a tenant has enabled (`thirdPartyOrigins`), plus the three inline
 * scripts by their hashes: stricter than any nonce. Development needs eval and inline scripts for fast
 * refresh.
 */
export function contentSecurityPolicy(dev: boolean, thirdParty: readonly string[] = []): string {
  const extra = thirdParty.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes}${extra}${dev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`,
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

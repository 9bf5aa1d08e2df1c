/** The value of cookie `name` in a `document.cookie`-style string, or null when absent or garbled. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A `document.cookie` assignment for the whole shop. SPEC §9: Secure and SameSite Strict; browsers
 * treat localhost as secure, so this works in development too.
 */
export function cookieString(name: string, value: string, expires: Date): string {
  return `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; secure; samesite=strict`;
}

/** An assignment that deletes cookie `name`. */
export const expiredCookieString = (name: string): string => cookieString(name, '', new Date(0));

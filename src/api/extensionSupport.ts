/**
 * The project's extensions of SPEC §7 that this session found the backend without (its 404 to the
 * extension's first call, ADR 0048): the storefront hides what needs them, and says nothing. Kept
 * in the session, so that a page loaded next does not show them first; zod-free, for any page.
 */
export type Extension = 'savedNumbers';

const key = (extension: Extension) => `unsupported:${extension}`;
const listeners = new Set<() => void>();

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function noteExtension(extension: Extension, supported: boolean): void {
  try {
    if (supported) session()?.removeItem(key(extension));
    else session()?.setItem(key(extension), '1');
  } catch {
    // a refused storage only shows what needs the extension once more
  }
  for (const listener of listeners) listener();
}

export function extensionUnsupported(extension: Extension): boolean {
  try {
    return session()?.getItem(key(extension)) === '1';
  } catch {
    return false;
  }
}

export function subscribeExtensions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

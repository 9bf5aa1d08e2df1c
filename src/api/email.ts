/**
 * The one e-mail rule of the shop (ADR 0037): something, an @, a domain with a dot and a top-level
 * part of two characters or more. The sign-in forms, the checkout address and the contract's
 * user name and delivery e-mails all use it, so the browser never accepts an address the backend refuses.
 */
export const EMAIL_ADDRESS_SOURCE = '[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}';
/** The rule for a whole value; the contract's e-mail fields check with it (`common.ts`). */
export const EMAIL_ADDRESS = new RegExp(`^${EMAIL_ADDRESS_SOURCE}$`);

export const isEmailAddress = (value: string): boolean => EMAIL_ADDRESS.test(value.trim());

/** An email with its domain replaced by a shortcut button's (SPEC §3 email domain shortcuts). */
export function withEmailDomain(email: string, domain: string): string {
  const local = email.split('@')[0]?.trim() ?? '';
  return `${local}@${domain}`;
}

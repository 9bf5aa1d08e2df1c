import { deferredPart } from '@/ui/shell/deferredPart';

/**
 * The international form's code (its fields, the phone rules, the cart call) is not in the page's
 * first load: the server's form shows and takes typing until the customer reaches for it, then the
 * form renders over it (ADR 0035). What was typed meanwhile is the kept form's (`useKeptTyped`,
 * ADR 22); the part puts focus and caret back on the same field.
 */
export const InternationalFormPart = deferredPart(
  () => import('./InternationalForm').then((module) => module.InternationalForm),
  { ssr: true },
);

/** The typed values come from the kept form; an `adopt` makes the part carry focus and caret over. */
export const keepFocus = () => ({});

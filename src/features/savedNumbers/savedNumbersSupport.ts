import { isApiError } from '@/api/apiError';
import { listSavedNumbers } from '@/api/client';
import { noteExtension } from '@/api/extensionSupport';
import type { ApiContext } from '@/api/http';
import type { SavedNumber } from '@/api/savedNumbers';

/**
 * Saved numbers are a project extension (ADR 0048): a backend in proxy mode may not have them. Its
 * 404 to the list means "not here", not a failure: the feature hides, and no error is shown.
 */
export const isUnsupportedAnswer = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && error.status === 404;

export type SavedNumbersRead = { status: 'ready'; numbers: SavedNumber[] } | { status: 'unsupported' };

/**
 * The customer's saved numbers, or `unsupported` on the backend's 404; any other failure throws (the
 * caller decides whether it is said: the top-up forms say nothing, the account page does).
 */
export async function readSavedNumbers(ctx: ApiContext): Promise<SavedNumbersRead> {
  try {
    const { savedNumbers } = await listSavedNumbers(ctx);
    noteExtension('savedNumbers', true);
    return { status: 'ready', numbers: savedNumbers };
  } catch (error) {
    if (!isUnsupportedAnswer(error)) throw error;
    noteExtension('savedNumbers', false);
    return { status: 'unsupported' };
  }
}

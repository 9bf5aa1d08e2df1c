import type { HttpBackendOptions } from 'i18next-http-backend';
import { asTranslationTree, type TranslationTree } from './merge';

/** What went wrong loading one translation namespace. */
export interface TranslationFailure {
  /** HTTP status of the answer; absent when none arrived */
  status?: number;
  /** the fetch itself failed (network, aborted, CORS) */
  error?: unknown;
  /** an answer arrived but its body is not a translation object */
  parseError?: boolean;
}

export type FailureKind = 'retryable' | 'permanent';

/**
 * SPEC §8: a 5xx status, a missing status or a fetch failure is retryable; a 4xx status or a JSON
 * parse failure is permanent. Any other non-OK status is unexpected for a GET, so it is permanent.
 */
export function classifyTranslationFailure(failure: TranslationFailure): FailureKind {
  if (failure.parseError) return 'permanent';
  const { status } = failure;
  if (status === undefined || status === 0) return 'retryable';
  if (status >= 500 && status <= 599) return 'retryable';
  return 'permanent';
}

export interface RetryPolicy {
  /** retries after the first attempt */
  maxRetries: number;
  /** wait before the first retry; each further retry waits twice as long */
  retryDelayMs: number;
}

/** i18next's own backoff defaults (maxRetries 5, retryTimeout 350 ms, doubling). */
export const TRANSLATION_RETRY_POLICY: RetryPolicy = { maxRetries: 5, retryDelayMs: 350 };

type RequestOptions = Pick<HttpBackendOptions, 'customHeaders'>;
type RequestCallback = Parameters<NonNullable<HttpBackendOptions['request']>>[3];
type Fetch = (url: string, init: RequestInit) => Promise<Response>;

function headersOf(options: RequestOptions): Record<string, string> {
  const custom = options.customHeaders;
  return { Accept: 'application/json', ...(typeof custom === 'function' ? custom() : custom) };
}

/**
 * The `request` option of i18next-http-backend: one GET with SPEC §8's retry rules. The retries live
 * here, where the failure can still be classified: i18next-chained-backend reports every failure of
 * its last backend with one fixed retry flag, so i18next's own retry could not tell a 503 from a 404.
 * Nothing is shown to the customer; after the last attempt i18next keeps its fallback texts.
 */
export function createTranslationRequest(policy: RetryPolicy = TRANSLATION_RETRY_POLICY, fetchImpl?: Fetch) {
  return function request(
    options: RequestOptions,
    url: string,
    _payload: unknown,
    callback: RequestCallback,
  ): void {
    const doFetch: Fetch = fetchImpl ?? ((input, init) => fetch(input, init));
    const init: RequestInit = { method: 'GET', headers: headersOf(options), credentials: 'same-origin' };

    const settle = (failure: TranslationFailure, attempt: number) => {
      if (classifyTranslationFailure(failure) === 'retryable' && attempt < policy.maxRetries) {
        setTimeout(() => void run(attempt + 1), policy.retryDelayMs * 2 ** attempt);
        return;
      }
      const reason = failure.parseError
        ? `invalid translation body from ${url}`
        : `loading ${url} failed (status ${failure.status ?? 'none'})`;
      // the status is passed on so i18next-http-backend reports the same classification
      callback(reason, { status: failure.status ?? 0, data: '' });
    };

    const run = async (attempt: number): Promise<void> => {
      let response: Response;
      let body: string;
      try {
        response = await doFetch(url, init);
        if (!response.ok) return settle({ status: response.status }, attempt);
        body = await response.text();
      } catch (error) {
        return settle({ error }, attempt);
      }
      let data: TranslationTree;
      try {
        data = asTranslationTree(JSON.parse(body), url);
      } catch {
        return settle({ status: response.status, parseError: true }, attempt);
      }
      callback(null, { status: response.status, data });
    };

    void run(0);
  };
}

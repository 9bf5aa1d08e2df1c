/**
 * The contract's one failure type, apart from http.ts so browser code can recognise it without
 * loading zod and the schemas (src/api/client.ts).
 */
export type ApiErrorKind = 'network' | 'http' | 'schema';

/** The one failure type of the contract: network, an HTTP answer with errorCode, or a broken response. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** the full error answer, for calls whose errors carry data (commit, cancelled payment) */
    readonly body?: Record<string, unknown>,
    /** the HTTP status text of the answer ('' without one): SPEC §8 shows it for some calls */
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

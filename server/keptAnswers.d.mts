import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const KEEP_MS: number;
export declare const MAX_BYTES: number;
export declare const MAX_ANSWER_BYTES: number;
export declare const KEPT_ANSWERS_GLOBAL: unique symbol;
export declare function keepMsOf(value: string | undefined): number;

export declare function routingInputs(manifest: {
  redirects?: unknown[];
  headers?: unknown[];
  rewrites?: unknown;
}): { headers: string[]; cookies: string[] };

export interface KeptAnswers {
  serve(req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown;
  forget(): void;
  readonly size: { answers: number; bytes: number };
}

export declare function createKeptAnswers(options: {
  headers: string[];
  cookies: string[];
  keepMs?: number;
  maxBytes?: number;
  now?: () => number;
}): KeptAnswers;

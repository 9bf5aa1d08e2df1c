import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

/** What every line written while a request is served carries (src/server/observe.ts sets it). */
export interface RequestContext {
  reqId: string;
  tenant: string;
}

const holder = globalThis as typeof globalThis & {
  __requestContext?: AsyncLocalStorage<RequestContext>;
  __logger?: Logger;
};

/**
 * One store per process: Next bundles each API route on its own, and a module-level store would
 * be a different one in each bundle.
 */
export const requestContext = (holder.__requestContext ??= new AsyncLocalStorage<RequestContext>());

/** An id a caller (load balancer, storefront, browser) may hand on: short, and nothing a log could misread. */
const FORWARDABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A request's id: the caller's X-Request-Id when it is a plain token, else a new one. */
export const requestIdFrom = (given: unknown): string =>
  typeof given === 'string' && FORWARDABLE_ID.test(given) ? given : randomUUID();

/** The id of the request being served, as its log lines carry it; else as `requestIdFrom` makes it. */
export const currentRequestId = (given?: unknown): string =>
  requestContext.getStore()?.reqId ?? requestIdFrom(given);

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
/**
 * Seven or more digits, maybe with a leading + or 00 and spaces, dashes, slashes or brackets in
 * between: how customers and backends write phone numbers. Not inside a word or an id (`pay_…`,
 * `SBX…1234`), and not an ISO date.
 */
const PHONE = /(?<![\w-])(?!\d{4}-\d\d-\d\d(?!\d))\+?\(?\d(?:[\s\-/()]{0,2}\d){6,}(?![\w-])/g;

/** A text with every e-mail address and phone number masked; the last two digits stay for support. */
export function maskText(text: string): string {
  return text
    .replace(EMAIL, (email) => `${email[0]}***@${email.split('@')[1]}`)
    .replace(PHONE, (phone) => `***${phone.replace(/\D/g, '').slice(-2)}`);
}

/** A log value with every string in it masked, at any depth. */
export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    // of the error's own class, for pino's serializer to name it; but a DOMException (an aborted
    // fetch) keeps its name and message in getters that work on its own objects only
    const proto = Object.getPrototypeOf(value) as object;
    const branded = typeof Object.getOwnPropertyDescriptor(proto, 'message')?.get === 'function';
    const copy = branded ? new Error() : (Object.create(proto) as Error);
    if (branded) copy.name = value.name;
    copy.message = maskText(value.message);
    if (value.stack) copy.stack = maskText(value.stack);
    if (value.cause !== undefined) copy.cause = maskValue(value.cause, depth + 1);
    return copy;
  }
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskValue(item, depth + 1)]));
}

/**
 * The server's logger: one JSON object a line on stdout, with the request's id and tenant when it
 * runs inside a request, and no personal data (every string of a line is masked). LOG_LEVEL sets
 * the level (default info).
 */
export function createLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL || 'info',
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => maskValue(object) as Record<string, unknown>,
      },
      mixin: () => ({ ...requestContext.getStore() }),
      hooks: {
        // the message and its format arguments are masked here; objects in formatters.log
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg)) as typeof args,
          );
        },
      },
    },
    // process.stdout rather than pino's own writer on fd 1: one stream for tests to read
    destination ?? process.stdout,
  );
}

/** The process-wide logger (see createLogger). */
export const logger: Logger = (holder.__logger ??= createLogger());

import type { NextApiRequest, NextApiResponse } from 'next';
import { LOG_MESSAGE_MAX_CHARS, logBody } from '@/api/storefront';
import { logger } from '@/observability/log';
import { BoundedMap } from '@/server/boundedMap';
import { metrics } from '@/server/metrics';
import { observedApi } from '@/server/observe';
import { originOfRequest } from '@/server/requestTenant';

/** Reports one client address may write per window: a broken client in a loop must not flood the log. */
export const LOG_RATE_LIMIT = { perAddress: 60, windowMs: 60_000 } as const;
/** The most a written message or context takes, before the log's JSON encoding. */
const WRITTEN_MAX_CHARS = LOG_MESSAGE_MAX_CHARS;
// DEL, C1, the line and paragraph separators that some viewers break lines at, and the
// bidirectional controls that reorder what a line shows
const UNSAFE_BEYOND_C0 = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const C0 = /[\u0000-\u001f]/g;

/**
 * A client's text with nothing that could end, hide or reorder a log line: a C0 control becomes
 * its visible picture (a newline shows as ␊), the others U+FFFD. Pictures, not escapes: the log's
 * own JSON encoding would escape an escape's backslash again.
 */
export const neutralised = (text: string): string =>
  text
    .replace(C0, (char) => String.fromCharCode(0x2400 + char.charCodeAt(0)))
    .replace(UNSAFE_BEYOND_C0, '\ufffd');

const cut = (text: string) =>
  text.length > WRITTEN_MAX_CHARS ? `${text.slice(0, WRITTEN_MAX_CHARS)}…(cut)` : text;

/** A report's context, its keys and texts neutralised, as its JSON text cut to the cap. */
function contextForLog(context: Record<string, unknown>): string {
  return cut(
    JSON.stringify(context, (_key, value: unknown) => {
      if (typeof value === 'string') return neutralised(value);
      if (value && typeof value === 'object' && !Array.isArray(value))
        return Object.fromEntries(Object.entries(value).map(([name, item]) => [neutralised(name), item]));
      return value;
    }),
  );
}

/**
 * The addresses whose window is counted: a window that starts again is set again, so the one dropped
 * beyond the bound is the one that started longest ago (most likely over). Many addresses at once
 * can only push each other out, never grow the map.
 */
export const LOG_WINDOWS_MAX = 10_000;
const windows = new BoundedMap<string, { start: number; count: number }>(LOG_WINDOWS_MAX);

/** How many addresses the limit counts now: never more than LOG_WINDOWS_MAX. */
export const countedLogAddresses = () => windows.size;

/** Counts one report of the address: null while within its limit, else the seconds left to wait. */
function overLimit(address: string, now: number): number | null {
  const window = windows.get(address);
  if (!window || now - window.start >= LOG_RATE_LIMIT.windowMs) {
    windows.set(address, { start: now, count: 1 });
    return null;
  }
  window.count += 1;
  if (window.count <= LOG_RATE_LIMIT.perAddress) return null;
  return Math.max(1, Math.ceil((window.start + LOG_RATE_LIMIT.windowMs - now) / 1000));
}

/** Client logging (SPEC §7): validated, rate-limited per client, then written as one escaped line. */
function handler(req: NextApiRequest, res: NextApiResponse): void {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
    return;
  }
  const parsed = logBody.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({
      errorCode: 'VALIDATION_FAILED',
      fields: parsed.error.issues.map((issue) => ['body', ...issue.path.map(String)].join('.')),
    });
    return;
  }
  const { address } = originOfRequest(req);
  const retryAfterSeconds = overLimit(address, Date.now());
  if (retryAfterSeconds !== null) {
    metrics().rateLimitRefusals.inc({ limit: 'client_log' });
    res.setHeader('Retry-After', String(retryAfterSeconds));
    res.status(429).json({ errorCode: 'TOO_MANY_REQUESTS', retryAfterSeconds });
    return;
  }
  const { level, message, context } = parsed.data;
  // A report is a line of its own kind (source: client), its texts escaped strings in it: nothing a
  // client sends can pass for the server's own lines, or be more than one line.
  logger[level](
    {
      source: 'client',
      message: cut(neutralised(message)),
      ...(context ? { context: contextForLog(context) } : {}),
    },
    'client report',
  );
  res.status(200).json({});
}

export default observedApi('/api/log', handler);

export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

import type { NextApiRequest, NextApiResponse } from 'next';
import { LOG_MESSAGE_MAX_CHARS, logBody } from '@/api/storefront';
import { clientAddress } from '@/sandbox/clientAddress';
import { serverEnv } from '@/server/env';

/** Reports one client address may write per window: a broken client in a loop must not flood the log. */
export const LOG_RATE_LIMIT = { perAddress: 60, windowMs: 60_000 } as const;
/** The most a written message or context takes after escaping (escapes make it longer). */
const WRITTEN_MAX_CHARS = LOG_MESSAGE_MAX_CHARS;
/**
 * Every line of this route starts so: the server's own lines (`[sandbox] …`, `[proxy] …`) never
 * do, and since a report is always one line, nothing a client sends can start a line of its own.
 */
export const CLIENT_LOG_PREFIX = '[client-log]';

// besides what JSON escapes (C0, quotes, backslash): DEL, C1, the line and paragraph separators
// that some viewers break lines at, and the bidirectional controls that reorder what a line shows
const UNSAFE_AFTER_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** A value as one quoted line with nothing that could end, hide or reorder it, cut to the cap. */
export function escapedForLog(value: unknown): string {
  const text = JSON.stringify(value).replace(
    UNSAFE_AFTER_JSON,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return text.length > WRITTEN_MAX_CHARS ? `${text.slice(0, WRITTEN_MAX_CHARS)}…(cut)` : text;
}

const windows = new Map<string, { start: number; count: number }>();

/** Counts one report of the address: null while within its limit, else the seconds left to wait. */
function overLimit(address: string, now: number): number | null {
  // addresses whose window is over are forgotten, so the map holds only the last minute's
  if (windows.size > 10_000)
    for (const [key, window] of windows)
      if (now - window.start >= LOG_RATE_LIMIT.windowMs) windows.delete(key);
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
export default function handler(req: NextApiRequest, res: NextApiResponse): void {
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
  const address = clientAddress(req, serverEnv.trustProxy);
  const retryAfterSeconds = overLimit(address, Date.now());
  if (retryAfterSeconds !== null) {
    res.setHeader('Retry-After', String(retryAfterSeconds));
    res.status(429).json({ errorCode: 'TOO_MANY_REQUESTS', retryAfterSeconds });
    return;
  }
  const { level, message, context } = parsed.data;
  const line = [
    CLIENT_LOG_PREFIX,
    `from=${escapedForLog(address)}`,
    `level=${level}`,
    `message=${escapedForLog(message)}`,
    ...(context ? [`context=${escapedForLog(context)}`] : []),
  ].join(' ');
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
  res.status(200).json({});
}

export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

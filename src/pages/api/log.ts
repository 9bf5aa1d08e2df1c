import type { NextApiRequest, NextApiResponse } from 'next';
import { logBody } from '@/api/storefront';

const MAX_LOGS_PER_MINUTE = 60;
let windowStart = 0;
let inWindow = 0;

/** Client logging (SPEC §7): validated, size-limited and rate-limited, then written to the server log. */
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
  const now = Date.now();
  if (now - windowStart > 60_000) {
    windowStart = now;
    inWindow = 0;
  }
  inWindow += 1;
  // a broken client in a loop must not flood the server log
  if (inWindow <= MAX_LOGS_PER_MINUTE) {
    const { level, message, context } = parsed.data;
    const line = `[client] ${message}${context ? ` ${JSON.stringify(context).slice(0, 2000)}` : ''}`;
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.info(line);
  }
  res.status(200).json({});
}

export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

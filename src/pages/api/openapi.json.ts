import type { NextApiRequest, NextApiResponse } from 'next';
import { openApiDocument } from '@/api/openapi';
import { observedApi } from '@/server/observe';

let cached: string | undefined;

/** The backend contract for the teams that build the real backend; it only changes with a deploy. */
function handler(_req: NextApiRequest, res: NextApiResponse): void {
  cached ??= JSON.stringify(openApiDocument());
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.status(200).send(cached);
}

export default observedApi('/api/openapi.json', handler);

import type { NextApiRequest, NextApiResponse } from 'next';
import { observedApi } from '@/server/observe';

/** Where next.config.ts's routing rules send a page request with a malformed or missing Host. */
function badHost(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.status(400).send('Bad Request: the Host header is not a valid host name.');
}

export default observedApi('/api/bad-host', badHost);

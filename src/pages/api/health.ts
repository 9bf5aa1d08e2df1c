import type { NextApiRequest, NextApiResponse } from 'next';
import { observedApi } from '@/server/observe';

/** Liveness for load balancers and the e2e web server: the process answers. */
function health(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ status: 'ok' });
}

export default observedApi('/api/health', health, { probe: true });

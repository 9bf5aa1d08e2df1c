import type { NextApiRequest, NextApiResponse } from 'next';
import { logger } from '@/observability/log';
import { observedApi } from '@/server/observe';
import { readiness } from '@/server/readiness';

/**
 * Readiness for load balancers and orchestrators: 200 when the backend (or the sandbox's database)
 * answers, else 503 with an errorCode, so traffic goes elsewhere until it does. /api/health stays
 * the liveness answer: a backend outage must not get every storefront restarted.
 */
async function ready(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
    return;
  }
  const answer = await readiness();
  if (answer.ready) {
    res.status(200).json({ status: 'ready', backend: answer.backend });
    return;
  }
  // the reason (addresses, driver errors) goes to the log, not to whoever asked
  logger.warn({ errorCode: answer.errorCode, reason: answer.message }, 'not ready');
  res.status(503).json({ errorCode: answer.errorCode });
}

export default observedApi('/api/ready', ready, { probe: true });

import type { NextApiRequest, NextApiResponse } from 'next';
import { metrics } from '@/server/metrics';
import { mayReadMetrics } from '@/server/metricsAccess';
import { observedApi } from '@/server/observe';

/** Prometheus metrics, for the operator only (src/server/metricsAccess.ts): to anyone else no such page. */
async function metricsRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (!mayReadMetrics(req)) {
    res.status(404).json({ errorCode: 'NOT_FOUND' });
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
    return;
  }
  const { registry } = metrics();
  res.setHeader('Content-Type', registry.contentType);
  res.status(200).send(await registry.metrics());
}

export default observedApi('/api/metrics', metricsRoute, { probe: true });

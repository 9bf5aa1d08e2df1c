import type { NextApiRequest, NextApiResponse } from 'next';
import { tenantFromRequest } from '@/server/requestTenant';
import { statisticsParams } from '@/server/statistics';
import { observedApi } from '@/server/observe';

function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
  }
  const resolved = tenantFromRequest(req);
  if (!resolved.ok) return res.status(resolved.status).json({ errorCode: resolved.errorCode });
  res.setHeader('Cache-Control', 'public, max-age=300');
  return res.status(200).json(statisticsParams(resolved.tenant));
}

export default observedApi('/api/statistics/params', handler);

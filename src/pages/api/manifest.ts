import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '@/server/env';
import { tenantOfRead } from '@/server/requestTenant';
import { buildManifest } from '@/tenancy/manifest';
import { observedApi } from '@/server/observe';

/** GET /api/manifest: the web app manifest of the request's tenant (SPEC §7). */
function handler(req: NextApiRequest, res: NextApiResponse) {
  const tenant = tenantOfRead(req, res);
  if (!tenant) return;
  const manifest = buildManifest(tenant, serverEnv.shopId === tenant.id);
  res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  // One URL serves every tenant: caches must key it by host.
  res.setHeader('Vary', 'Host');
  res.status(200).send(JSON.stringify(manifest));
}

export default observedApi('/api/manifest', handler);

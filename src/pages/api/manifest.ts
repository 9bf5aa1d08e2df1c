import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '@/server/env';
import { tenantFromRequest } from '@/server/requestTenant';
import { buildManifest } from '@/tenancy/manifest';

/** GET /api/manifest: the web app manifest of the request's tenant (SPEC §7). */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
  }
  const resolved = tenantFromRequest(req);
  if (!resolved.ok) return res.status(resolved.status).json({ errorCode: resolved.errorCode });
  const { tenant } = resolved;
  const manifest = buildManifest(tenant, serverEnv.shopId === tenant.id);
  res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  // One URL serves every tenant: caches must key it by host.
  res.setHeader('Vary', 'Host');
  return res.status(200).send(JSON.stringify(manifest));
}

import type { NextApiRequest, NextApiResponse } from 'next';
import { tenantFromRequest } from '@/server/requestTenant';
import { logoSrc } from '@/tenancy/logos';

/**
 * GET /api/logos: the request's tenant's SPEC §3 logo metadata entries (name, language, data), the
 * data as the address of the logo, for whoever shows the brand outside the shop's own pages.
 */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
  }
  const resolved = tenantFromRequest(req);
  if (!resolved.ok) return res.status(resolved.status).json({ errorCode: resolved.errorCode });
  const { tenant } = resolved;
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Vary', 'Host');
  return res.status(200).json({
    logos: tenant.logoMetadata.map((entry) => ({ ...entry, data: logoSrc(tenant, entry.data) })),
  });
}

import type { NextApiRequest, NextApiResponse } from 'next';
import { tenantOfRead } from '@/server/requestTenant';
import { logoSrc } from '@/tenancy/logos';
import { observedApi } from '@/server/observe';

/**
 * GET /api/logos: the request's tenant's SPEC §3 logo metadata entries (name, language, data), the
 * data as the address of the logo, for whoever shows the brand outside the shop's own pages.
 */
function handler(req: NextApiRequest, res: NextApiResponse) {
  const tenant = tenantOfRead(req, res);
  if (!tenant) return;
  res.setHeader('Cache-Control', 'public, max-age=3600');
  // One URL serves every tenant: caches must key it by host.
  res.setHeader('Vary', 'Host');
  res.status(200).json({
    logos: tenant.logoMetadata.map((entry) => ({ ...entry, data: logoSrc(tenant, entry.data) })),
  });
}

export default observedApi('/api/logos', handler);

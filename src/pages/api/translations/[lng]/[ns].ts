import type { NextApiRequest, NextApiResponse } from 'next';
import { tenantLanguages } from '@/i18n/locales';
import { getTranslations, isNamespace } from '@/i18n/serverTranslations';
import { tenantFromRequest } from '@/server/requestTenant';
import { observedApi } from '@/server/observe';

/** Browsers cache per shop for an hour; sessionStorage keeps them longer (SPEC §9, 7 days). */
const CACHE_CONTROL = 'private, max-age=3600';

const single = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

/** SPEC §7 GET /api/translations/{lng}/{ns}: the shop's texts, base merged with its overrides. */
function translations(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
  }
  const resolved = tenantFromRequest(req);
  if (!resolved.ok) return res.status(resolved.status).json({ errorCode: resolved.errorCode });
  const { tenant } = resolved;

  // codes are lower case (SPEC §9): `DE` is not an alias of `de`
  const lng = single(req.query.lng);
  if (!tenantLanguages(tenant).includes(lng)) return res.status(404).json({ errorCode: 'UNKNOWN_LANGUAGE' });
  const ns = single(req.query.ns);
  if (!isNamespace(ns)) return res.status(404).json({ errorCode: 'UNKNOWN_NAMESPACE' });

  res.setHeader('Cache-Control', CACHE_CONTROL);
  return res.status(200).json(getTranslations(tenant, lng, ns));
}

export default observedApi('/api/translations/[lng]/[ns]', translations);

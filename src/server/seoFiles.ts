import type { NextApiRequest, NextApiResponse } from 'next';
import { normaliseHost } from '@/tenancy/host';
import { hostStage } from '@/tenancy/thirdPartyScripts';
import { refusedWithoutBackend } from './backendGate';
import { blogSlugs } from './blogSlugs';
import { serverEnv } from './env';
import { tenantFromRequest } from './requestTenant';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

/** The origin the request came to: the search engine gets addresses on the host it asked. */
function originOf(req: NextApiRequest): string {
  const forwarded = serverEnv.trustProxy
    ? req.headers['x-forwarded-host']?.toString().split(',')[0]
    : undefined;
  const host = (forwarded ?? req.headers.host ?? '').trim();
  const name = normaliseHost(host) ?? '';
  return `${hostStage(name) === 'local' ? 'http' : 'https'}://${host}`;
}

/**
 * /robots.txt and /sitemap.xml of the requesting tenant's host: the API routes under /api/seo that
 * the routing rules rewrite those paths to. They take no body and no parameters.
 */
export const seoFileHandler = (file: 'robots' | 'sitemap') =>
  async function handler(req: NextApiRequest, res: NextApiResponse) {
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      return res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
    }
    const resolved = tenantFromRequest(req);
    if (!resolved.ok) return res.status(resolved.status).json({ errorCode: resolved.errorCode });
    // a deployment without its backend is no shop for search engines either (issue 21)
    if (refusedWithoutBackend(req, res)) return;
    const origin = originOf(req);
    const pinned = Boolean(serverEnv.shopId);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    if (file === 'robots') {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return res.status(200).send(robotsTxt(origin, pinned));
    }
    const posts = await blogSlugs(resolved.tenant);
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    return res.status(200).send(sitemapXml(sitemapEntries(resolved.tenant, origin, pinned, posts)));
  };

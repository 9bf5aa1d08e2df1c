import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { blogSlugs } from '@/features/blog/server';
import { serverCatalogue } from '@/features/catalogue/server';
import { hostStage } from '@/tenancy/thirdPartyScripts';
import { refusedWithoutBackend } from './backendGate';
import { serverEnv } from './env';
import { originOfRequest, tenantFromRequest } from './requestTenant';
import {
  robotsTxt,
  SITEMAP_KINDS,
  sitemapEntries,
  sitemapIndexXml,
  sitemapParts,
  sitemapXml,
} from './sitemap';
import { soldPages } from './soldPages';

/** The sitemap's one parameter: a part of the index (none: the index itself). */
const sitemapQuery = z.object({
  part: z
    .string()
    .regex(new RegExp(`^(${SITEMAP_KINDS.join('|')})-[1-9][0-9]{0,3}$`))
    .optional(),
});

/** When this deployment was built (next.config.ts); the server's start where no build set it (tests). */
const builtAt = process.env.BUILT_AT ?? new Date().toISOString();

/**
 * The origin the request came to: the search engine gets addresses on the host it asked, as the one
 * reading of the forwarded headers gives it (lower case, validated; ADR 0046). Called after the
 * tenant was resolved from the same host, so it is one.
 */
function originOf(req: NextApiRequest): string {
  const { host, authority } = originOfRequest(req);
  return `${hostStage(host ?? '') === 'local' ? 'http' : 'https'}://${authority ?? ''}`;
}

/**
 * /robots.txt and /sitemap.xml of the requesting tenant's host: the API routes under /api/seo that
 * the routing rules rewrite those paths to. They take no body; /sitemap.xml is an index of its
 * parts, each at /sitemap.xml?part=<kind>-<n> (ADR 0027).
 */
export const seoFileHandler = (file: 'robots' | 'sitemap') =>
  async function handler(req: NextApiRequest, res: NextApiResponse) {
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      return res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
    }
    const query = sitemapQuery.safeParse(file === 'sitemap' ? req.query : {});
    if (!query.success) return res.status(400).json({ errorCode: 'VALIDATION_FAILED' });
    const resolved = tenantFromRequest(req);
    if (!resolved.ok) return res.status(resolved.status).json({ errorCode: resolved.errorCode });
    // a deployment without its backend is no shop for search engines either (ADR 0021)
    if (refusedWithoutBackend(req, res)) return;
    const origin = originOf(req);
    const pinned = Boolean(serverEnv.shopId);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    if (file === 'robots') {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return res.status(200).send(robotsTxt(origin, pinned));
    }
    const { tenant } = resolved;
    const [posts, listed] = await Promise.all([
      blogSlugs(tenant),
      serverCatalogue(tenant, tenant.defaultLocale),
    ]);
    const sold = soldPages(tenant, listed);
    const parts = sitemapParts(sitemapEntries(tenant, origin, pinned, { sold, posts, builtAt }));
    const { part } = query.data;
    const entries = part && parts.get(part);
    if (part && !entries) return res.status(404).json({ errorCode: 'NOT_FOUND' });
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    return res.status(200).send(entries ? sitemapXml(entries) : sitemapIndexXml(origin, parts));
  };

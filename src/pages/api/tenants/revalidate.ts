import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { forgetKeptAnswers, isOwnToken, REVALIDATE_TOKEN_HEADER } from '@/server/sitePages';

/** A kept shop page as Next keys it: optional locale, /_sites/<host>/<scheme>, the page. */
const SITE_PAGE =
  /^(?:\/[a-zA-Z]{2,8}(?:-[a-zA-Z0-9]{2,8})?)?\/_sites\/[^/?#]+\/(?:light|dark|default)(?:\/[^?#]*)?$/;

const body = z.object({ paths: z.array(z.string().max(2048).regex(SITE_PAGE)).max(100_000) });

/**
 * POST /api/tenants/revalidate: renders kept shop pages again after their tenant's folder changed
 * (ADR 0029). Next's on-demand revalidation is a method of an API route's response, so the tenant
 * watcher of this same process calls here with its token; nobody else can.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
    return;
  }
  if (!isOwnToken(req.headers[REVALIDATE_TOKEN_HEADER])) {
    res.status(403).json({ errorCode: 'FORBIDDEN' });
    return;
  }
  const parsed = body.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ errorCode: 'VALIDATION_FAILED' });
    return;
  }
  let failed = 0;
  for (const path of parsed.data.paths) {
    try {
      await res.revalidate(path);
    } catch {
      // A page that now redirects or is gone answers so, and Next counts that as a failure; its
      // kept answer is replaced all the same.
      failed += 1;
    }
  }
  forgetKeptAnswers();
  res.status(200).json({ revalidated: parsed.data.paths.length - failed, failed });
}

import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { scriptKinds } from '@/tenancy/thirdPartyScripts';
import { observedApi } from '@/server/observe';

const params = z.object({ script: z.templateLiteral([z.enum(scriptKinds), '.js']) });

/**
 * Stand-ins for the vendors' scripts on local hosts (thirdPartyScripts): development, the sandbox
 * and the e2e tests never fetch from the internet. A stub does nothing but note that it ran, so a
 * test can see which scripts a page loaded after consent.
 */
function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
  }
  const parsed = params.safeParse(req.query);
  if (!parsed.success) return res.status(404).json({ errorCode: 'NOT_FOUND' });
  const kind = parsed.data.script.replace(/\.js$/, '');
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  return res
    .status(200)
    .send(`(window.vendorStubs = window.vendorStubs || []).push(${JSON.stringify(kind)});\n`);
}

export default observedApi('/api/vendor-stubs/[script]', handler);

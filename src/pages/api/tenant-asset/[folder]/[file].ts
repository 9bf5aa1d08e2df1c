import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';

const TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webp: 'image/webp',
  jpg: 'image/jpeg',
} as const;

const params = z.object({
  // as the tenant schema's assetFolder
  folder: z.string().regex(/^[a-z0-9_-]+$/),
  file: z.string().regex(new RegExp(`^[A-Za-z0-9_-][A-Za-z0-9_.-]*\\.(?:${Object.keys(TYPES).join('|')})$`)),
});

/**
 * GET /tenants/<folder>/<file> of artwork added while the server runs (ADR 0029): Next serves the
 * public folder as it was at start-up, and sends any other /tenants/ path here (a fallback rewrite),
 * which reads public/tenants/ now.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
    return;
  }
  const parsed = params.safeParse(req.query);
  if (!parsed.success) {
    res.status(400).json({ errorCode: 'VALIDATION_FAILED' });
    return;
  }
  const { folder, file } = parsed.data;
  let body: Buffer;
  try {
    body = await readFile(path.join(process.cwd(), 'public', 'tenants', folder, file));
  } catch {
    res.status(404).json({ errorCode: 'NOT_FOUND' });
    return;
  }
  const extension = file.slice(file.lastIndexOf('.') + 1) as keyof typeof TYPES;
  res.setHeader('Content-Type', TYPES[extension]);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.status(200).send(body);
}

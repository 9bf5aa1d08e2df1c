import type { NextApiRequest, NextApiResponse } from 'next';
import { refusedWithoutBackend } from '@/server/backendGate';
import { ssoBody } from '@/api/auth';
import { currentBackendUrl } from '@/server/env';
import { tenantOfRead } from '@/server/requestTenant';
import { issueSsoState } from '@/server/ssoState';
import { ssoPortalTarget } from '@/tenancy/routes';
import { observedApi } from '@/server/observe';

/**
 * GET /api/sso/portal?redirect=: the sign-in of a single-sign-on tenant. Pages are built once for
 * both backends, so only the running server knows whether the sandbox answers (BACKEND_URL unset).
 * Each visit issues the one-time state the way back must carry (src/server/ssoState.ts).
 */
function handler(req: NextApiRequest, res: NextApiResponse) {
  const tenant = tenantOfRead(req, res);
  if (!tenant || refusedWithoutBackend(req, res)) return;
  const redirect = ssoBody.shape.redirect.safeParse(req.query.redirect);
  const sandbox = !currentBackendUrl();
  const target =
    tenant.ssoLoginUrl &&
    ssoPortalTarget(
      tenant,
      sandbox,
      redirect.success ? (redirect.data ?? null) : null,
      issueSsoState(req, res),
    );
  if (!target) {
    res.status(404).json({ errorCode: 'NOT_FOUND' });
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(302, target);
}

export default observedApi('/api/sso/portal', handler);

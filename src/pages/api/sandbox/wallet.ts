import type { NextApiRequest, NextApiResponse } from 'next';
import { refusedWithoutBackend } from '@/server/backendGate';
import { observedApi } from '@/server/observe';

/**
 * Stand-in for a wallet provider's script (tenant settings.walletScriptUrl): the sandbox and the
 * tests never load scripts from the internet. Like the real one, it announces the wallet once
 * loaded; the checkout starts the payment through the backend either way.
 */
const SCRIPT = `window.sandboxWallet = { available: true };
window.dispatchEvent(new Event('sandboxwalletready'));
`;

function handler(req: NextApiRequest, res: NextApiResponse) {
  if (refusedWithoutBackend(req, res)) return;
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.status(200).send(SCRIPT);
}

export default observedApi('/api/sandbox/wallet', handler);

import type { NextApiRequest, NextApiResponse } from 'next';
import { refusedWithoutBackend } from '@/server/backendGate';
import { observedApi } from '@/server/observe';

/**
 * Stand-in for the device check's script (tenant settings.deviceIDURL) on local hosts: the sandbox
 * and the tests never load scripts from the internet. Like a real one, it names this device with
 * an id of its own that outlives the session, and leaves it where the checkout reads it.
 */
const SCRIPT = `(function () {
  var key = 'sandboxDeviceCheck';
  var id = null;
  try { id = localStorage.getItem(key); } catch (e) {}
  if (!id) {
    id = 'SBXDEV-' + crypto.randomUUID();
    try { localStorage.setItem(key, id); } catch (e) {}
  }
  window.deviceIdentification = { deviceId: id };
})();
`;

function handler(req: NextApiRequest, res: NextApiResponse) {
  if (refusedWithoutBackend(req, res)) return;
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
  }
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  return res.status(200).send(SCRIPT);
}

export default observedApi('/api/sandbox/device-id', handler);

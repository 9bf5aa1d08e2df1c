import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiContext } from '@/api';
import { readSavedNumbers } from '@/features/savedNumbers';
import { proxyToUpstream } from '@/server/proxy';
import { getTenant } from '@/tenancy/registry';

// In proxy mode the backend is not ours: one without the saved-numbers extension answers its list
// with 404, which the storefront reads as "not here" and hides the feature (ADR 0048).

const servers: Server[] = [];
const listen = (server: Server) =>
  new Promise<string>((resolve) => {
    servers.push(server);
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A storefront for congstar in proxy mode, in front of an upstream that answers with `answer`. */
async function storefrontBefore(answer: (res: ServerResponse) => void): Promise<ApiContext> {
  const upstream = await listen(createServer((_req, res) => answer(res)));
  const tenant = getTenant('congstar');
  if (!tenant) throw new Error('no congstar tenant');
  const base = await listen(
    createServer((req, res) => void proxyToUpstream(req, res, tenant, { backendUrl: upstream })),
  );
  return { shopId: tenant.shopId, country: tenant.country, baseUrl: base };
}

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('saved numbers behind a backend that may not have them', () => {
  it.each([
    ['a JSON 404 with an error code', json(404, { errorCode: 'NOT_FOUND', message: 'No such route' })],
    [
      'an HTML 404 page',
      (res: ServerResponse) => {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<h1>Not Found</h1>');
      },
    ],
  ])('reads %s as "unsupported", not as a failure', async (_, answer) => {
    expect(await readSavedNumbers(await storefrontBefore(answer))).toEqual({ status: 'unsupported' });
  });

  it('reads the list of a backend that has them', async () => {
    const mum = { id: 'a', msisdn: '+4915112345678', name: 'Mum', country: 'DE' };
    expect(await readSavedNumbers(await storefrontBefore(json(200, { savedNumbers: [mum] })))).toEqual({
      status: 'ready',
      numbers: [mum],
    });
  });

  it.each([
    [401, 'AUTHORIZATION_REQUIRED'],
    [500, 'INTERNAL_ERROR'],
  ])('takes a %i for a failure, which the account page says', async (status, errorCode) => {
    await expect(readSavedNumbers(await storefrontBefore(json(status, { errorCode })))).rejects.toMatchObject(
      {
        status,
        errorCode,
      },
    );
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SandboxDatabase } from '@/sandbox';
import * as readyRoute from '@/pages/api/ready';
import { READINESS_TIMEOUT_MS, readiness } from '@/server/readiness';
import { startApiServer } from './apiServer';

let backend: Server | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await new Promise<void>((resolve) => (backend ? backend.close(() => resolve()) : resolve()));
  backend = undefined;
  delete process.env.BACKEND_URL;
});

/** A backend that answers every request with `status`; its URL. */
async function backendAnswering(status: number): Promise<string> {
  backend = createServer((_req, res) => {
    res.statusCode = status;
    res.end();
  });
  await new Promise<void>((resolve) => backend?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
}

/** A port nothing listens on. */
async function deadUrl(): Promise<string> {
  const url = await backendAnswering(200);
  await new Promise<void>((resolve) => backend?.close(() => resolve()));
  backend = undefined;
  return url;
}

const databaseAnswering = (execute: () => Promise<unknown>) => () =>
  Promise.resolve({ db: { execute } } as unknown as SandboxDatabase);

describe('readiness: ready while the backend or the sandbox database answers', () => {
  it.each([200, 404])('a backend that answers its /health with %i is ready (reachable)', async (status) => {
    expect(await readiness({ backendUrl: await backendAnswering(status) })).toEqual({
      ready: true,
      backend: 'upstream',
    });
  });

  it('a backend that answers 503 is not ready: UPSTREAM_UNAVAILABLE', async () => {
    expect(await readiness({ backendUrl: await backendAnswering(503) })).toMatchObject({
      ready: false,
      errorCode: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('a backend nobody listens for is not ready: UPSTREAM_UNAVAILABLE', async () => {
    expect(await readiness({ backendUrl: await deadUrl() })).toMatchObject({
      ready: false,
      errorCode: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('the sandbox is ready when its database runs a query', async () => {
    const execute = vi.fn(() => Promise.resolve({ rows: [] }));
    expect(await readiness({ backendUrl: '', database: databaseAnswering(execute) })).toEqual({
      ready: true,
      backend: 'sandbox',
    });
    expect(execute).toHaveBeenCalledOnce();
  });

  it.each([
    ['cannot be opened', () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432'))],
    ['fails its query', databaseAnswering(() => Promise.reject(new Error('terminating connection')))],
  ])('the sandbox whose database %s is not ready: DATABASE_UNAVAILABLE', async (_name, database) => {
    expect(await readiness({ backendUrl: '', database })).toMatchObject({
      ready: false,
      errorCode: 'DATABASE_UNAVAILABLE',
    });
  });

  it('a database that hangs is not ready once the probe’s time is up', async () => {
    vi.useFakeTimers();
    const answer = readiness({ backendUrl: '', database: () => new Promise<never>(() => undefined) });
    await vi.advanceTimersByTimeAsync(READINESS_TIMEOUT_MS);
    expect(await answer).toMatchObject({ ready: false, errorCode: 'DATABASE_UNAVAILABLE' });
  });
});

describe('/api/ready answers 200, or 503 with an errorCode and nothing of the reason', () => {
  it('a dead backend: 503 UPSTREAM_UNAVAILABLE, without its address', async () => {
    const url = await deadUrl();
    process.env.BACKEND_URL = url;
    const server = await startApiServer([['/api/ready', readyRoute]]);
    try {
      const answer = await server.call('127.0.0.1', 'GET', '/api/ready');
      expect(answer).toMatchObject({ status: 503, body: { errorCode: 'UPSTREAM_UNAVAILABLE' } });
      expect(JSON.stringify(answer.body)).not.toContain(new URL(url).port);
    } finally {
      await server.close();
    }
  });

  it('a live backend: 200 ready', async () => {
    process.env.BACKEND_URL = await backendAnswering(200);
    const server = await startApiServer([['/api/ready', readyRoute]]);
    try {
      expect(await server.call('127.0.0.1', 'GET', '/api/ready')).toMatchObject({
        status: 200,
        body: { status: 'ready', backend: 'upstream' },
      });
    } finally {
      await server.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { backendAtStart, backendFor, sandboxLocalOnly } from '@/server/sandboxHosts';
import { isLocalHost } from '@/tenancy/host';
import { LOCAL_HOST_TABLE } from './localHosts';

describe('isLocalHost: the sandbox serves localhost, *.localhost and loopback only (ADR 0021)', () => {
  it.each(LOCAL_HOST_TABLE)('%j is local: %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });

  it('a request without a Host header is not local', () => {
    expect(isLocalHost(undefined)).toBe(false);
  });
});

describe('backendFor: who answers a host', () => {
  const upstream = { backendUrl: 'http://backend.internal', sandbox: false };
  const neither = { sandbox: false };
  const publicSandbox = { sandbox: true };
  it.each([
    ['BACKEND_URL: the upstream on a production host', 'shop.congstar-prepaid.de', upstream, 'upstream'],
    ['BACKEND_URL: the upstream on a local host too', 'congstar.localhost', upstream, 'upstream'],
    [
      'BACKEND_URL and SANDBOX=true: the upstream',
      'shop.congstar-prepaid.de',
      { ...upstream, sandbox: true },
      'upstream',
    ],
    ['neither: the sandbox on a local host', 'congstar.localhost:3000', neither, 'sandbox'],
    ['neither: the sandbox on loopback', '127.0.0.1:3100', neither, 'sandbox'],
    ['neither: nobody on a production host', 'shop.congstar-prepaid.de', neither, 'none'],
    ['neither: nobody on a look-alike', 'localhost.evil.example', neither, 'none'],
    ['neither: nobody without a Host', undefined, neither, 'none'],
    ['SANDBOX=true: the sandbox on a production host', 'shop.congstar-prepaid.de', publicSandbox, 'sandbox'],
    ['SANDBOX=true: the sandbox on a local host', 'localhost', publicSandbox, 'sandbox'],
  ] as const)('%s', (_name, host, env, expected) => {
    expect(backendFor(host, env)).toBe(expected);
  });

  it.each([
    [{ sandbox: false }, true],
    [{ sandbox: true }, false],
    [{ backendUrl: 'http://backend.internal', sandbox: false }, false],
  ])(
    'the sandbox is kept to local hosts only without both BACKEND_URL and SANDBOX=true: %j → %s',
    (env, local) => {
      expect(sandboxLocalOnly(env)).toBe(local);
    },
  );
});

describe('backendAtStart: what the server says about its backend, and when it stops', () => {
  const upstream = { backendUrl: 'http://backend.internal', sandbox: false };
  it.each([
    [
      'a build without a backend, started without one: local hosts only',
      { sandbox: false },
      true,
      'warn',
      /BACKEND_URL is not set and SANDBOX is not true.*only localhost/,
    ],
    [
      'dev server (no build flag), without a backend',
      { sandbox: false },
      undefined,
      'warn',
      /only localhost/,
    ],
    [
      'a build with BACKEND_URL started without it would show the shop everywhere: stop',
      { sandbox: false },
      false,
      'error',
      /without BACKEND_URL and without SANDBOX=true/,
    ],
    ['SANDBOX=true: every host, with the band', { sandbox: true }, false, 'warn', /SANDBOX=true.*every host/],
    ['with BACKEND_URL as built', upstream, false, 'info', /BACKEND_URL=http:\/\/backend.internal/],
    [
      'with BACKEND_URL, built without: other hosts answer 503 until rebuilt',
      upstream,
      true,
      'warn',
      /answer 503.*BACKEND_URL/,
    ],
  ] as const)('%s', (_name, env, built, level, message) => {
    const said = backendAtStart(env, built);
    expect(said.level).toBe(level);
    expect(said.message).toMatch(message);
  });
});

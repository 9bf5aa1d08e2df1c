import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  lastEntryPattern,
  NO_PROXY,
  proxyTrust,
  requestOrigin,
  type ProxyTrust,
  type RequestOrigin,
} from '@/tenancy/forwarded';

const ONE: ProxyTrust = { hops: 1, forwardedHost: true };
const TWO: ProxyTrust = { hops: 2, forwardedHost: true };
/** AWS ALB, Google's load balancers: they append to X-Forwarded-For but keep Host as it came */
const KEEPS_HOST: ProxyTrust = { hops: 1, forwardedHost: false };
const PEER = '10.0.0.2';

describe('proxyTrust: TRUST_PROXY and TRUST_PROXY_HOST', () => {
  it.each<[string | undefined, string | undefined, ProxyTrust]>([
    [undefined, undefined, NO_PROXY],
    ['', undefined, NO_PROXY],
    ['false', undefined, NO_PROXY],
    ['0', undefined, NO_PROXY],
    // what TRUST_PROXY=true always meant: one load balancer, which writes X-Forwarded-Host
    ['true', undefined, ONE],
    ['TRUE', undefined, ONE],
    ['1', undefined, ONE],
    ['2', undefined, TWO],
    ['3', 'true', { hops: 3, forwardedHost: true }],
    ['1', 'false', KEEPS_HOST],
    // nothing trusted: no forwarded host either
    ['false', 'true', NO_PROXY],
  ])('TRUST_PROXY=%s TRUST_PROXY_HOST=%s', (trust, host, expected) => {
    expect(proxyTrust(trust, host)).toEqual(expected);
  });

  it.each([
    ['yes', undefined],
    ['-1', undefined],
    ['10', undefined],
    ['1.5', undefined],
    ['loopback', undefined],
    ['1', 'x-forwarded-host'],
  ])('refuses TRUST_PROXY=%s TRUST_PROXY_HOST=%s rather than guess', (trust, host) => {
    expect(() => proxyTrust(trust, host)).toThrow(/TRUST_PROXY/);
  });
});

type Row = [
  name: string,
  trust: ProxyTrust,
  headers: IncomingHttpHeaders,
  expected: Partial<RequestOrigin>,
  socket?: { remoteAddress?: string; encrypted?: boolean },
];

describe('requestOrigin: only what the trusted hops wrote', () => {
  it.each<Row>([
    // no proxy trusted: the connection and Host alone
    [
      'no proxy: Host and the peer; forwarded headers are the browser’s own',
      NO_PROXY,
      {
        host: 'shop.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-for': '1.2.3.4',
        'x-forwarded-proto': 'https',
      },
      { host: 'shop.example', authority: 'shop.example', address: PEER, https: false },
    ],
    ['no proxy: a TLS connection', NO_PROXY, { host: 'shop.example' }, { https: true }, { encrypted: true }],
    // one proxy
    [
      'one proxy: the right-most forwarded host, not the browser’s first',
      ONE,
      { host: 'internal:3000', 'x-forwarded-host': 'evil.example, shop.example' },
      { host: 'shop.example', authority: 'shop.example' },
    ],
    [
      'one proxy: a header sent twice is one list',
      ONE,
      { host: 'internal', 'x-forwarded-host': ['evil.example', 'shop.example'] as unknown as string },
      { host: 'shop.example' },
    ],
    [
      'one proxy: lower case, the port kept apart, the trailing dot dropped',
      ONE,
      { host: 'internal', 'x-forwarded-host': 'SHOP.Example.:8443' },
      { host: 'shop.example', authority: 'shop.example:8443' },
    ],
    [
      'one proxy: a forwarded host that is no host is invalid, not the Host header',
      ONE,
      { host: 'shop.example', 'x-forwarded-host': 'evil.example/<script>' },
      { host: null, authority: null },
    ],
    [
      'one proxy without X-Forwarded-Host: the Host header',
      ONE,
      { host: 'shop.example:3000' },
      { host: 'shop.example', authority: 'shop.example:3000' },
    ],
    [
      'one proxy that keeps Host (AWS, Google): X-Forwarded-Host is the browser’s and ignored',
      KEEPS_HOST,
      { host: 'shop.example', 'x-forwarded-host': 'evil.example' },
      { host: 'shop.example' },
    ],
    [
      'one proxy: the address it appended, never one the browser claims',
      ONE,
      { host: 'shop.example', 'x-forwarded-for': '1.2.3.4, 198.51.100.7' },
      { address: '198.51.100.7' },
    ],
    ['one proxy: X-Forwarded-For absent, the peer', ONE, { host: 'shop.example' }, { address: PEER }],
    [
      'one proxy: its entry with a port (Azure) or in brackets',
      ONE,
      { host: 'shop.example', 'x-forwarded-for': '1.2.3.4, 198.51.100.7:51234' },
      { address: '198.51.100.7' },
    ],
    [
      'one proxy: an IPv6 entry',
      ONE,
      { host: 'shop.example', 'x-forwarded-for': '[2001:DB8::7]:443' },
      { address: '2001:db8::7' },
    ],
    [
      'one proxy: an entry that is no address names nobody: the peer',
      ONE,
      { host: 'shop.example', 'x-forwarded-for': 'unknown' },
      { address: PEER },
    ],
    [
      'one proxy: https as its right-most X-Forwarded-Proto says',
      ONE,
      { host: 'shop.example', 'x-forwarded-proto': 'http, HTTPS' },
      { https: true },
    ],
    [
      'one proxy: http as it says, though the browser wrote https first',
      ONE,
      { host: 'shop.example', 'x-forwarded-proto': 'https, http' },
      { https: false },
    ],
    // two proxies (CDN → load balancer, or Google's load balancer, which appends two addresses)
    [
      'two proxies: the address two places left of the peer',
      TWO,
      { host: 'shop.example', 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.1' },
      { address: '198.51.100.7' },
    ],
    [
      'two proxies: a chain shorter than two takes its left-most, which a trusted proxy wrote',
      TWO,
      { host: 'shop.example', 'x-forwarded-for': '198.51.100.7' },
      { address: '198.51.100.7' },
    ],
    [
      'two proxies: the forwarded host is still the right-most entry',
      TWO,
      { host: 'internal', 'x-forwarded-host': 'evil.example, shop.example, shop.example' },
      { host: 'shop.example' },
    ],
    [
      'empty entries are no hops',
      ONE,
      { host: 'shop.example', 'x-forwarded-for': '1.2.3.4,, 198.51.100.7, ' },
      { address: '198.51.100.7' },
    ],
  ])('%s', (_name, trust, headers, expected, socket = {}) => {
    const origin = requestOrigin({ headers, socket: { remoteAddress: PEER, ...socket } }, trust);
    expect(origin).toMatchObject(expected);
  });
});

describe('lastEntryPattern: the routing rules read the same entry', () => {
  const site = new RegExp(`^${lastEntryPattern('(?<site>[a-z0-9.-]+?)\\.?(?::\\d+)?')}$`);
  it.each([
    'shop.example',
    'evil.example, shop.example',
    'evil.example,shop.example:443',
    'a.example, b.example , shop.example.',
  ])('%s', (header) => {
    const origin = requestOrigin({ headers: { 'x-forwarded-host': header } }, ONE);
    expect(site.exec(header)?.groups?.site).toBe(origin.host);
  });
});

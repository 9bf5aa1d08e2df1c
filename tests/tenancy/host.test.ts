import { describe, expect, it } from 'vitest';
import { normaliseHost, resolveHost, type HostRules } from '@/tenancy/host';

const base: HostRules = {
  tenantIds: new Set(['congstar', 'reloadnow_at', 'esim']),
  hosts: new Map([
    ['shop.congstar.example', 'congstar'],
    ['reloadnow.at.example', 'reloadnow_at'],
  ]),
  directoryEnabled: true,
};

describe('resolveHost', () => {
  it.each([
    ['congstar.localhost:3000', base, { kind: 'tenant', tenantId: 'congstar' }],
    ['congstar.localhost', base, { kind: 'tenant', tenantId: 'congstar' }],
    ['CONGSTAR.LocalHost:3000', base, { kind: 'tenant', tenantId: 'congstar' }],
    ['reloadnow_at.localhost:3000', base, { kind: 'tenant', tenantId: 'reloadnow_at' }],
    ['shop.congstar.example', base, { kind: 'tenant', tenantId: 'congstar' }],
    ['www.shop.congstar.example', base, { kind: 'tenant', tenantId: 'congstar' }],
    ['shop.congstar.example.', base, { kind: 'tenant', tenantId: 'congstar' }],
    ['reloadnow.at.example:443', base, { kind: 'tenant', tenantId: 'reloadnow_at' }],
    ['localhost:3000', base, { kind: 'directory' }],
    ['127.0.0.1:3000', base, { kind: 'directory' }],
    ['[::1]:3000', base, { kind: 'directory' }],
    ['localhost:3000', { ...base, directoryEnabled: false }, { kind: 'unknown' }],
    ['nobody.localhost:3000', base, { kind: 'unknown' }],
    ['evil.example.com', base, { kind: 'unknown' }],
    ['localhost:3000', { ...base, defaultTenant: 'esim' }, { kind: 'tenant', tenantId: 'esim' }],
    ['anything.example', { ...base, defaultTenant: 'esim' }, { kind: 'tenant', tenantId: 'esim' }],
    // a known host is its own tenant, default or not: the default is only for hosts of no tenant
    ['congstar.localhost:3000', { ...base, defaultTenant: 'esim' }, { kind: 'tenant', tenantId: 'congstar' }],
    ['shop.congstar.example', { ...base, defaultTenant: 'esim' }, { kind: 'tenant', tenantId: 'congstar' }],
    ['nobody.localhost:3000', { ...base, defaultTenant: 'esim' }, { kind: 'tenant', tenantId: 'esim' }],
    ['bad host', { ...base, defaultTenant: 'esim' }, { kind: 'invalid' }],
    ['congstar.localhost:3000', { ...base, pinnedTenant: 'esim' }, { kind: 'tenant', tenantId: 'esim' }],
    ['shop.example', { ...base, pinnedTenant: 'esim' }, { kind: 'tenant', tenantId: 'esim' }],
    [undefined, base, { kind: 'invalid' }],
    ['', base, { kind: 'invalid' }],
    ['bad host', base, { kind: 'invalid' }],
    ['a..b', base, { kind: 'invalid' }],
    ['host:port', base, { kind: 'invalid' }],
    ['x.localhost:999999', base, { kind: 'invalid' }],
    ['<script>.localhost', base, { kind: 'invalid' }],
    ['[fe80::1]:3000', base, { kind: 'invalid' }],
    ['a'.repeat(300), base, { kind: 'invalid' }],
  ] as const)('%s → %o', (header, rules, expected) => {
    expect(resolveHost(header, rules)).toEqual(expected);
  });
});

describe('normaliseHost', () => {
  it.each([
    ['Congstar.localhost:3000', 'congstar.localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]:80', '[::1]'],
    ['-bad.example', null],
  ])('%s → %s', (header, expected) => {
    expect(normaliseHost(header)).toBe(expected);
  });
});

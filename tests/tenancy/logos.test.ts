import { describe, expect, it } from 'vitest';
import { getTenant } from '@/tenancy/registry';
import { logoFor, type LogoName } from '@/tenancy/logos';

const tenant = (id: string) => {
  const found = getTenant(id);
  if (!found) throw new Error(`no tenant ${id}`);
  return found;
};

describe('logoFor: SPEC §3 logo metadata entries where a logo varies by language', () => {
  it.each<[string, LogoName, string, string]>([
    ['aufladen', 'header', 'de', '/tenants/aufladen/logo.svg'],
    ['aufladen', 'header', 'en', '/tenants/aufladen/logo-en.svg'],
    ['aufladen', 'footer', 'de', '/tenants/aufladen/logo-footer.svg'],
    ['aufladen', 'footer', 'en', '/tenants/aufladen/logo-footer-en.svg'],
    ['reloadnow', 'header', 'en', '/tenants/reloadnow/logo.svg'],
    ['reloadnow', 'footer', 'fr', '/tenants/reloadnow/logo-footer.svg'],
  ])('%s: the %s logo in %s is %s', (id, name, language, src) => {
    expect(logoFor(tenant(id), name, language)).toBe(src);
  });
});

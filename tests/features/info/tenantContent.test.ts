import { describe, expect, it } from 'vitest';
import { tenantContent } from '@/features/info/server';
import { getTenant } from '@/tenancy/registry';

describe('tenantContent', () => {
  it('reads a tenant’s own page per language, and nothing where it has none', () => {
    const aufladen = getTenant('aufladen');
    const eplus = getTenant('eplus');
    if (!aufladen || !eplus) throw new Error('tenants missing');
    const about = tenantContent(aufladen, 'about-us');
    expect(Object.keys(about).sort()).toEqual(['de', 'en']);
    expect(about.de?.[0]).toEqual({
      kind: 'h2',
      content: [{ text: 'Guthaben für jedes Netz, an einem Ort' }],
    });
    expect(tenantContent(eplus, 'about-us')).toEqual({});
  });
});

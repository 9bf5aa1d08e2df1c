import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tenantLanguages } from '@/i18n/locales';
import { parseMarkdown, type Block } from '@/tenancy/markdown';
import { tenantsRoot } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';

/**
 * A tenant's own text of a content page, per language, from
 * tenants/<id>/content/<language>/<page>.md. A language without a file is absent: the page then
 * shows the neutral default texts of that language.
 */
export function tenantContent(tenant: TenantConfig, page: string): Record<string, Block[]> {
  const content: Record<string, Block[]> = {};
  for (const language of tenantLanguages(tenant)) {
    const file = path.join(tenantsRoot(), tenant.id, 'content', language, `${page}.md`);
    if (existsSync(file)) content[language] = parseMarkdown(readFileSync(file, 'utf8'));
  }
  return content;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCatalogue } from '@/tenancy/catalogues';
import { loadTenants } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';

const root = process.cwd();

export const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** Every leaf text of a JSON tree with its dotted key. */
export function* leaves(tree: unknown, prefix = ''): Generator<[string, string]> {
  if (typeof tree === 'string') yield [prefix, tree];
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) yield* leaves(value, prefix ? `${prefix}.${key}` : key);
}

const entries = (folder: string) =>
  existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)) : [];

/** Every text file of the locales, the base texts and each tenant's overrides, of one or all languages. */
export function localeSources(only?: string): { name: string; language: string; tree: unknown }[] {
  const folders = entries('locales').map((language) => ({
    language,
    folder: path.join('locales', language),
  }));
  for (const tenant of entries('tenants'))
    for (const language of entries(path.join('tenants', tenant, 'locales')))
      folders.push({ language, folder: path.join('tenants', tenant, 'locales', language) });
  return folders
    .filter(({ language }) => only === undefined || language.slice(0, 2) === only)
    .flatMap(({ language, folder }) =>
      entries(folder)
        .filter((file) => file.endsWith('.json'))
        .map((file) => ({
          name: path.join(folder, file),
          language: language.slice(0, 2),
          tree: readJson(path.join(folder, file)),
        })),
    );
}

export const tenants = (): TenantConfig[] => [...loadTenants(path.join(root, 'tenants')).values()];

/** The product texts of a tenant's catalogue (its file or the generated one) in each of its locales. */
export const catalogueTexts = (tenant: TenantConfig) =>
  loadCatalogue(path.join(root, 'tenants'), tenant).products.flatMap((product) =>
    Object.entries(product.texts).flatMap(([locale, texts]) =>
      [...leaves(texts)].map(([key, text]) => ({
        language: locale.slice(0, 2),
        key: `${product.id}.${key}`,
        text,
      })),
    ),
  );

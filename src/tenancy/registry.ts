import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod/mini';
import { countryName } from './countryNames';
import { tenantSchema, type TenantConfig } from './schema';

// The contract's and the tenants' schemas are zod/mini, which sets no locale (the browser loads
// none), so zod's own messages would read a bare "Invalid input". Every server process (Next's
// instrumentation, the sandbox) loads this module, so classic zod's English messages ("Too small:
// expected number to be >0") are set here, for tenant problems and the sandbox's logs. Server only.
z.config(z.locales.en());

export class TenantConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid tenant configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'TenantConfigError';
  }
}

/** Parses one tenant file; problems are "tenant <id>: <field>: <reason>" lines. */
export function parseTenant(folder: string, raw: unknown): { tenant?: TenantConfig; problems: string[] } {
  const result = tenantSchema.safeParse(raw);
  if (!result.success) {
    return {
      problems: result.error.issues.map(
        (issue) => `tenant ${folder}: ${issue.path.join('.') || '(root)'}: ${issue.message}`,
      ),
    };
  }
  if (result.data.id !== folder) return { problems: [`tenant ${folder}: id: must equal its folder name`] };
  const codes: Record<string, string> = {};
  for (const country of result.data.phoneCountryCodes) {
    try {
      codes[country] = `+${getCountryCallingCode(country.toUpperCase() as CountryCode)}`;
    } catch {
      return {
        problems: [`tenant ${folder}: phoneCountryCodes: ${country} is no country with a calling code`],
      };
    }
  }
  const names = Object.fromEntries(
    result.data.locales.map((locale) => [
      locale,
      Object.fromEntries(result.data.phoneCountryCodes.map((code) => [code, countryName(code, locale)])),
    ]),
  );
  return { tenant: { ...result.data, phoneCallingCodes: codes, phoneCountryNames: names }, problems: [] };
}

/** Reads and validates every tenants/<id>/tenant.json below `root`. Throws on any problem. */
export function loadTenants(root: string): Map<string, TenantConfig> {
  const tenants = new Map<string, TenantConfig>();
  const problems: string[] = [];
  const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const { name } of folders) {
    const file = path.join(root, name, 'tenant.json');
    if (!existsSync(file)) {
      problems.push(`tenant ${name}: tenant.json: missing`);
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`tenant ${name}: tenant.json: ${(error as Error).message}`);
      continue;
    }
    const parsed = parseTenant(name, raw);
    problems.push(...parsed.problems);
    if (parsed.tenant) tenants.set(name, parsed.tenant);
  }
  const hostOwners = new Map<string, string>();
  for (const tenant of tenants.values()) {
    for (const host of tenant.hosts) {
      const owner = hostOwners.get(host);
      if (owner) problems.push(`tenant ${tenant.id}: hosts: ${host} is already used by ${owner}`);
      hostOwners.set(host, tenant.id);
    }
  }
  if (problems.length) throw new TenantConfigError(problems);
  return tenants;
}

export const tenantsRoot = (): string => path.join(process.cwd(), 'tenants');

let registry: Map<string, TenantConfig> | undefined;

/** The process-wide registry: tenant files are immutable while a server runs, so read them once. */
export function getTenantRegistry(): Map<string, TenantConfig> {
  registry ??= loadTenants(tenantsRoot());
  return registry;
}

export function getTenant(id: string): TenantConfig | undefined {
  return getTenantRegistry().get(id);
}

import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/mobile';
import { z } from 'zod/mini';
import { countryName } from './countryNames';
import { tenantMoneyStyles } from './money';
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
  return {
    tenant: {
      ...result.data,
      phoneCallingCodes: codes,
      phoneCountryNames: names,
      moneyStyles: tenantMoneyStyles(result.data.locales, result.data.currency),
    },
    problems: [],
  };
}

/** Reads and validates one tenants/<id>/tenant.json; problems name the file, field and reason. */
export function readTenant(root: string, name: string): { tenant?: TenantConfig; problems: string[] } {
  const file = path.join(root, name, 'tenant.json');
  if (!existsSync(file)) return { problems: [`tenant ${name}: tenant.json: missing`] };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problems: [`tenant ${name}: tenant.json: ${(error as Error).message}`] };
  }
  return parseTenant(name, raw);
}

/** The folders below `root`, one per tenant. */
export const tenantFolders = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Every name a request may arrive with and reach `tenant`, as resolveHost (src/tenancy/host.ts) tries
 * them: each host as listed, the same with `www.` in front (which resolves by the host without it),
 * and `<id>.localhost`. Each name with the entry of the tenant file it comes from.
 */
export function resolvedNames(tenant: Pick<TenantConfig, 'id' | 'hosts'>): Map<string, string> {
  const names = new Map<string, string>([[`${tenant.id}.localhost`, `${tenant.id}.localhost`]]);
  for (const host of tenant.hosts) for (const name of [host, `www.${host}`]) names.set(name, host);
  return names;
}

/**
 * What `tenant` may not share with another of `tenants`: a name a request resolves by (a host, its
 * www. form, `<id>.localhost`), or the shop id (compared in any case, as a backend may): each would
 * let one tenant answer as another. Checked at start and for every tenant added while the server
 * runs (src/tenancy/reload.ts).
 */
export function clashProblems(tenant: TenantConfig, tenants: Iterable<TenantConfig>): string[] {
  const taken = new TakenNames();
  for (const other of tenants) if (other.id !== tenant.id) taken.add(other);
  return taken.problemsOf(tenant);
}

/**
 * The names and shop ids of tenants, each with the first tenant that has it: a new tenant is
 * checked against all of them at once, so checking N tenants costs N lookups, not N² comparisons
 * (a thousand tenants took seconds of every build's start, in each of its processes).
 */
class TakenNames {
  private readonly names = new Map<string, { id: string; entry: string }>();
  private readonly shopIds = new Map<string, string>();

  add(tenant: TenantConfig): void {
    for (const [name, entry] of resolvedNames(tenant))
      if (!this.names.has(name)) this.names.set(name, { id: tenant.id, entry });
    const shopId = tenant.shopId.toLowerCase();
    if (!this.shopIds.has(shopId)) this.shopIds.set(shopId, tenant.id);
  }

  problemsOf(tenant: TenantConfig): string[] {
    const problems: string[] = [];
    for (const [name, mine] of resolvedNames(tenant)) {
      const other = this.names.get(name);
      if (other)
        problems.push(
          `tenant ${tenant.id}: hosts: ${mine} takes ${name}, which resolves to ${other.id} (${other.entry})`,
        );
    }
    const owner = this.shopIds.get(tenant.shopId.toLowerCase());
    if (owner !== undefined)
      problems.push(`tenant ${tenant.id}: shopId: ${tenant.shopId} is already ${owner}'s`);
    return [...new Set(problems)];
  }
}

/** Reads and validates every tenants/<id>/tenant.json below `root`. Throws on any problem. */
export function loadTenants(root: string): Map<string, TenantConfig> {
  const tenants = new Map<string, TenantConfig>();
  const problems: string[] = [];
  for (const name of tenantFolders(root)) {
    const parsed = readTenant(root, name);
    problems.push(...parsed.problems);
    if (parsed.tenant) tenants.set(name, parsed.tenant);
  }
  const taken = new TakenNames();
  for (const tenant of tenants.values()) {
    problems.push(...taken.problemsOf(tenant));
    taken.add(tenant);
  }
  if (problems.length) throw new TenantConfigError(problems);
  return tenants;
}

/** The tenant folders: TENANTS_DIR (a volume of its own in a deployment), else tenants/ of the app. */
export const tenantsRoot = (): string =>
  path.resolve(process.env.TENANTS_DIR || path.join(process.cwd(), 'tenants'));

/**
 * The process-wide registry. Tenant folders may be added or changed while the server runs
 * (src/tenancy/reload.ts replaces entries, ADR 0029), and Next bundles this module into several
 * of its entries (pages, API routes, instrumentation): the one registry lives on globalThis.
 */
const REGISTRY = Symbol.for('topup.tenantRegistry');
type WithRegistry = typeof globalThis & { [REGISTRY]?: Map<string, TenantConfig> };

export function getTenantRegistry(): Map<string, TenantConfig> {
  const scope = globalThis as WithRegistry;
  scope[REGISTRY] ??= loadTenants(tenantsRoot());
  return scope[REGISTRY];
}

/** Serves `tenants` from now on: a new snapshot, so whatever is derived from the old one is rebuilt. */
export function setTenantRegistry(tenants: Map<string, TenantConfig>): void {
  (globalThis as WithRegistry)[REGISTRY] = tenants;
}

export function getTenant(id: string): TenantConfig | undefined {
  return getTenantRegistry().get(id);
}

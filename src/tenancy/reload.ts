import { readdirSync, readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { nextLocales } from '@/i18n/locales';
import { asTranslationTree } from '@/i18n/merge';
import { CatalogueError, keepCatalogue, loadCatalogue } from './catalogues';
import { clashProblems, getTenantRegistry, readTenant, setTenantRegistry, tenantFolders } from './registry';
import type { TenantConfig } from './schema';

/** How often a running server looks at the tenants folder (ADR 0029). */
export const TENANT_POLL_MS = 5_000;

/**
 * Every file below `dir` by path, size and modification time: what changes when the folder does.
 * Read without blocking: a look at a thousand tenant folders took 40–110 ms, which every page
 * request arriving meanwhile would have waited for.
 */
export async function folderStamp(dir: string): Promise<string> {
  const parts: string[] = [];
  const walk = async (sub: string) => {
    for (const entry of await readdir(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) await walk(rel);
      else {
        const { size, mtimeMs } = await stat(path.join(dir, rel));
        parts.push(`${rel}:${size}:${mtimeMs}`);
      }
    }
  };
  await walk('');
  return parts.sort().join('|');
}

/** The tenant's text overrides (tenants/<id>/locales/<lng>/<ns>.json): each must be a tree of texts. */
function localeProblems(root: string, id: string): string[] {
  const dir = path.join(root, id, 'locales');
  let languages: string[];
  try {
    languages = readdirSync(dir);
  } catch {
    return [];
  }
  return languages.flatMap((lng) =>
    readdirSync(path.join(dir, lng))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const rel = `locales/${lng}/${file}`;
        try {
          asTranslationTree(JSON.parse(readFileSync(path.join(dir, lng, file), 'utf8')), rel);
          return [];
        } catch (error) {
          return [`tenant ${id}: ${(error as Error).message.replace(/^(?!locales\/)/, `${rel}: `)}`];
        }
      }),
  );
}

/**
 * Everything of one tenant folder that its pages read, checked before it is served: tenant.json,
 * its hosts and shop id against the other tenants' (as at start), its catalogue and its texts.
 * Problems name file, field, reason.
 */
export function checkTenantFolder(
  root: string,
  id: string,
  others: Iterable<TenantConfig>,
  builtLocales?: readonly string[],
): { tenant?: TenantConfig; problems: string[] } {
  const read = readTenant(root, id);
  if (!read.tenant) return read;
  const unbuilt = builtLocales
    ? nextLocales([read.tenant]).filter((locale) => !builtLocales.includes(locale))
    : [];
  const problems = [
    ...unbuilt.map(
      (locale) => `tenant ${id}: locales: ${locale} is no language of this build; it needs a new build`,
    ),
    ...clashProblems(read.tenant, others),
    ...localeProblems(root, id),
  ];
  try {
    keepCatalogue(read.tenant, loadCatalogue(root, read.tenant));
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
    problems.push(...error.problems);
  }
  return problems.length ? { problems } : read;
}

export interface ReloadLog {
  info: (line: string) => void;
  error: (line: string) => void;
}

/**
 * Watches the tenants folder of a running server. A folder is taken up once it looks the same on two
 * looks in a row (a copy in progress is not read half-way), or at once on `scan({ settle: false })`
 * (SIGHUP). A valid one replaces its tenant in the registry; a broken one is refused with its
 * problems in the log, and the tenant's previous version, if any, keeps serving.
 */
export class TenantWatcher {
  /** a stamp seen once, waiting for the next look */
  private readonly pending = new Map<string, string>();

  private constructor(
    private readonly root: string,
    private readonly log: ReloadLog,
    /** the stamp of each folder as it was last taken up (refused ones too: they are logged once) */
    private readonly applied: Map<string, string>,
    /** Next's locales of the running build (next.config's i18n) */
    private readonly builtLocales?: readonly string[],
  ) {}

  /** A watcher that takes the folders of the tenants served now as they are. */
  static async start(root: string, log: ReloadLog, builtLocales?: readonly string[]): Promise<TenantWatcher> {
    const applied = new Map<string, string>();
    for (const id of getTenantRegistry().keys()) applied.set(id, await folderStamp(path.join(root, id)));
    return new TenantWatcher(root, log, applied, builtLocales);
  }

  /** One look at the folder; the ids of tenants that were added, changed or removed. */
  async scan({ settle = true }: { settle?: boolean } = {}): Promise<string[]> {
    const registry = new Map(getTenantRegistry());
    const folders = tenantFolders(this.root);
    const changed: string[] = [];
    for (const id of folders) {
      let stamp: string;
      try {
        stamp = await folderStamp(path.join(this.root, id));
      } catch {
        continue; // removed between the listing and the look
      }
      if (this.applied.get(id) === stamp) continue;
      if (settle && this.pending.get(id) !== stamp) {
        this.pending.set(id, stamp);
        continue;
      }
      this.pending.delete(id);
      this.applied.set(id, stamp);
      const others = [...registry.values()].filter((tenant) => tenant.id !== id);
      const { tenant, problems } = checkTenantFolder(this.root, id, others, this.builtLocales);
      if (tenant) {
        this.log.info(`[tenants] tenant ${id}: ${registry.has(id) ? 'changed' : 'added'}, served now`);
        registry.set(id, tenant);
        changed.push(id);
      } else {
        const still = registry.has(id) ? 'its previous version keeps serving' : 'not served';
        for (const problem of problems) this.log.error(`[tenants] refused: ${problem}`);
        this.log.error(`[tenants] tenant ${id}: refused, ${still}`);
      }
    }
    const present = new Set(folders);
    for (const id of [...this.applied.keys(), ...this.pending.keys()].filter((seen) => !present.has(seen))) {
      this.applied.delete(id);
      this.pending.delete(id);
      if (!registry.delete(id)) continue;
      changed.push(id);
      this.log.info(`[tenants] tenant ${id}: folder removed, no longer served`);
    }
    if (changed.length) setTenantRegistry(registry);
    return changed;
  }
}

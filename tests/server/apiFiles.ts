import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiRouteModule } from '@/framework/apiResolver';

/** One file of src/pages/api as Next serves it: its route, the paths it answers, one such path. */
export interface ApiFile {
  /** e.g. /api/shop/[...path] */
  route: string;
  pattern: RegExp;
  /** a path this file answers, e.g. /api/shop/x/y */
  example: string;
  /** how many of its segments are parameters: Next prefers the file with fewer */
  dynamic: number;
  module: ApiRouteModule;
}

const ROOT = path.join(process.cwd(), 'src', 'pages');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every API route file, loaded: what a test walks so that a file added later is covered without
 * being named (and without listing it here).
 */
export async function loadApiFiles(): Promise<ApiFile[]> {
  const files = filesUnder(path.join(ROOT, 'api'));
  return Promise.all(
    files.map(async (file) => {
      const route = `/${path.relative(ROOT, file).split(path.sep).join('/')}`
        .replace(/\.tsx?$/, '')
        .replace(/\/index$/, '');
      const segments = route.split('/');
      const pattern = segments
        .map((segment) =>
          /^\[\.\.\.\w+\]$/.test(segment) ? '.+' : /^\[\w+\]$/.test(segment) ? '[^/]+' : escape(segment),
        )
        .join('/');
      const example = segments
        .map((segment) => (segment.startsWith('[...') ? 'x/y' : segment.startsWith('[') ? 'x' : segment))
        .join('/');
      return {
        route,
        pattern: new RegExp(`^${pattern}$`),
        example,
        dynamic: segments.filter((segment) => segment.startsWith('[')).length,
        module: (await import(file)) as ApiRouteModule,
      };
    }),
  );
}

/** The file that serves `pathname`, as Next picks it (a static route before a dynamic one). */
export function apiFileOf(files: readonly ApiFile[], pathname: string): ApiFile | undefined {
  return files
    .filter((file) => file.pattern.test(pathname))
    .sort((a, b) => a.dynamic - b.dynamic || b.route.length - a.route.length)[0];
}

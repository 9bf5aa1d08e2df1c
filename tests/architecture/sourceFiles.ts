import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The TypeScript modules under a folder, at any depth. */
export const typeScriptFilesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? typeScriptFilesOf(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A reader who clones the repository has its code, docs/ and the decision records, nothing else. A
 * reference to a document or a ticket outside it (a design note's section, a stack note's pitfall, a
 * ticket or a work session by number) is a pointer they cannot follow: it must be a link to an ADR
 * or a section of docs/, or the reason written out. SPEC §n is docs/specification.md's section n,
 * so it must be one of that file's sections; a section of architecture.md or performance.md named in
 * the code must exist too.
 */
const ROOT = process.cwd();
const SCANNED = ['src', 'tests', 'e2e', 'bench', 'scripts', 'docs', '.ci'];
const ROOT_FILES = [
  'README.md',
  'Dockerfile',
  'next.config.ts',
  'eslint.config.mjs',
  'vitest.config.mts',
  'playwright.config.ts',
  '.env.example',
];
const TEXT_FILE = /(\.(ts|tsx|mts|mjs|js|cjs|md|sh|json|yml|yaml)|\/run)$/;
// this file spells the forbidden forms in its own examples
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

const OUTSIDE: { name: string; pattern: RegExp }[] = [
  { name: 'a section of a design note', pattern: /\bDESIGN(?:\.md)?\s*§\s*\d*/g },
  {
    name: 'a pitfall of a stack note',
    pattern: /\bSTACK(?:\.md)?\b[\s,]*(?:pitfall|§)\s*\d*|\bpitfall\s+\d+/gi,
  },
  { name: 'a ticket by number', pattern: /\b(?:issues?|tickets?)\s+#?\d+/gi },
  { name: 'a work session by number', pattern: /\bsession\s+\d+/gi },
  {
    name: 'a file outside the repository',
    pattern: /\/work\/shared\S*|(?<![/\w])(?:SPEC|DESIGN|STACK|STYLE)\.md\b(?![\s,]*(?:§|pitfall))/g,
  },
];

/** The section numbers `## n.` of a markdown file, and `### n.m` for its subsections. */
function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.?\s/gm)].map(([, number]) => number ?? ''));
}

const DOC_SECTIONS: { name: string; pattern: RegExp; file: string }[] = [
  { name: 'SPEC', pattern: /\bSPEC(?:'s|’s)?\s*§\s*(\d+(?:\.\d+)?)/g, file: 'docs/specification.md' },
  {
    name: 'architecture',
    pattern: /\barchitecture(?:\.md)?\]?(?:\([^)]*\))?(?:'s)?\s*§\s*(\d+(?:\.\d+)?)/gi,
    file: 'docs/architecture.md',
  },
  {
    name: 'performance',
    pattern: /\bperformance(?:\.md)?\]?(?:\([^)]*\))?(?:'s)?\s*§\s*(\d+(?:\.\d+)?)/gi,
    file: 'docs/performance.md',
  },
];

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** `file:line: what` for every reference in `text` that a reader of the repository cannot follow. */
function unfollowable(file: string, text: string, sections: Record<string, Set<string>>): string[] {
  const outside = OUTSIDE.flatMap(({ name, pattern }) =>
    [...text.matchAll(pattern)].map(
      (match) => `${file}:${lineOf(text, match.index)}: ${name}: ${match[0].trim()}`,
    ),
  );
  const missing = DOC_SECTIONS.flatMap(({ name, pattern, file: doc }) =>
    [...text.matchAll(pattern)]
      .filter(([, number]) => !sections[doc]?.has(number ?? ''))
      .map((match) => `${file}:${lineOf(text, match.index)}: ${name} has no section ${match[1]}`),
  );
  return [...outside, ...missing].sort();
}

/** GitHub's anchors of a markdown file's headings (code blocks skipped). */
function anchorsOf(markdown: string): Set<string> {
  const outsideCode = markdown.split(/^```/m).filter((_, index) => index % 2 === 0);
  return new Set(
    outsideCode.flatMap((part) =>
      [...part.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
        (heading ?? '')
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .replace(/\s/g, '-'),
      ),
    ),
  );
}

/**
 * Relative links of a markdown file (`[text](path)`, `[text](path#anchor)`, `[text](#anchor)`) whose
 * file is missing, or whose anchor is no heading of that file. `read` reads a file of the repository.
 */
function brokenLinks(file: string, markdown: string, read: (path: string) => string | undefined): string[] {
  return [...markdown.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]*))?\)/g)]
    .filter(([, target]) => !/^[a-z]+:/.test(target ?? ''))
    .flatMap(([link, target, anchor]) => {
      const path = target ? join(dirname(file), target) : file;
      const text = read(path);
      if (text === undefined) return [`${file}: ${link.slice(1)}`];
      const checked = anchor !== undefined && path.endsWith('.md');
      return checked && !anchorsOf(text).has(anchor) ? [`${file}: ${link.slice(1)}`] : [];
    });
}

const readRepoFile = (path: string): string | undefined => {
  const absolute = resolve(ROOT, path);
  if (!existsSync(absolute)) return undefined;
  return statSync(absolute).isDirectory() ? '' : readFileSync(absolute, 'utf8');
};

const filesIn = (folder: string): string[] =>
  existsSync(join(ROOT, folder))
    ? readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
        .map((path) => join(folder, path))
        .filter((path) => TEXT_FILE.test(path) && !path.includes('node_modules'))
    : [];

const repoFiles = (): string[] =>
  [...SCANNED.flatMap(filesIn), ...ROOT_FILES.filter((file) => existsSync(join(ROOT, file)))].filter(
    (file) => file !== THIS_FILE && !/\.(png|svg|ico)$/.test(file),
  );

const docSections = (): Record<string, Set<string>> =>
  Object.fromEntries(
    DOC_SECTIONS.map(({ file }) => [file, sectionsOf(readFileSync(join(ROOT, file), 'utf8'))]),
  );

describe('references a reader of the repository can follow', () => {
  const sections = {
    'docs/specification.md': new Set(['1', '2', '7', '8']),
    'docs/architecture.md': new Set(['1', '2', '3']),
    'docs/performance.md': new Set(['1', '4', '4.1']),
  };

  it.each([
    ['// DESIGN §3: the page load', 'a section of a design note: DESIGN §3'],
    ['see DESIGN.md §4 for the state', 'a section of a design note: DESIGN.md §4'],
    ['(STACK pitfall 4)', 'a pitfall of a stack note: STACK pitfall 4'],
    ['(STACK.md pitfall 1)', 'a pitfall of a stack note: STACK.md pitfall 1'],
    ['Node cannot resolve it (pitfall 4)', 'a pitfall of a stack note: pitfall 4'],
    ["describe('the homes (issue 24)'", 'a ticket by number: issue 24'],
    ['// Issue 21 / ADR 0020', 'a ticket by number: Issue 21'],
    ['Issues 24–26 each require', 'a ticket by number: Issues 24'],
    ['fixed in issue #123', 'a ticket by number: issue #123'],
    ['## Amendment (session 15)', 'a work session by number: session 15'],
    ['as /work/shared/SPEC.md says', 'a file outside the repository: /work/shared/SPEC.md'],
    ['the rule of SPEC.md', 'a file outside the repository: SPEC.md'],
    ['SPEC §9: 300 ms', 'SPEC has no section 9'],
    ["SPEC §7's headers, SPEC §4.2", 'SPEC has no section 4.2'],
    ['[architecture §6](architecture.md#6-client-state)', 'architecture has no section 6'],
    ['docs/performance.md §4.9', 'performance has no section 4.9'],
  ])('flags %s', (text, expected) => {
    expect(unfollowable('src/a.ts', text, sections)).toEqual([`src/a.ts:1: ${expected}`]);
  });

  it.each([
    ['SPEC §7 and SPEC §8’s catalogue'],
    ['(ADR 0021): the sandbox only on local hosts'],
    ['export const DEFAULT_FONT_STACK = "Arial";'],
    ['the session cookie, sessions per tenant, each issue’s path'],
    ['[architecture §3](architecture.md#3-layers), docs/performance.md §4.1'],
    ['color: #fff; a CSS id #main-1'],
  ])('lets %s pass', (text) => {
    expect(unfollowable('src/a.ts', text, sections)).toEqual([]);
  });

  it('finds a relative link to a missing file or heading, and none to one that exists', () => {
    const files: Record<string, string> = {
      'docs/architecture.md': '# Architecture\n\n## 7. To defer a part, use …\n\n```\n# not a heading\n```\n',
      'docs/a.md': '## 4.8 Prices and dates\n',
    };
    const links = [
      '[a](architecture.md#7-to-defer-a-part-use-)',
      '[b](gone.md)',
      '[c](https://e.example/x.md)',
      '[d](architecture.md#8-operations)',
      '[e](#48-prices-and-dates)',
      '[f](#49-gone)',
      '[g](architecture.md#not-a-heading)',
    ].join(' ');
    expect(brokenLinks('docs/a.md', links, (path) => files[path])).toEqual([
      'docs/a.md: (gone.md)',
      'docs/a.md: (architecture.md#8-operations)',
      'docs/a.md: (#49-gone)',
      'docs/a.md: (architecture.md#not-a-heading)',
    ]);
  });

  it('the code, tests, benches, scripts and docs refer only to what the repository holds', () => {
    const sectionsNow = docSections();
    const problems = repoFiles().flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return [
        ...unfollowable(file, text, sectionsNow),
        ...(file.endsWith('.md') ? brokenLinks(file, text, readRepoFile) : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});

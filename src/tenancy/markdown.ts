/**
 * The Markdown subset of a tenant's content pages: `##`/`###` headings, paragraphs, `- ` lists and
 * `[text](link)` links. Parsed into data, never into HTML, so content files cannot inject markup or
 * scripts; links other than https, mailto, tel or a shop path stay plain text.
 */
import { internalPath } from './internalPath';

export type Inline = { text: string } | { text: string; href: string };
export type Block = { kind: 'h2' | 'h3' | 'p'; content: Inline[] } | { kind: 'ul'; items: Inline[][] };

/** Another site, a mail or a call: what a tenant's text may link to besides the shop. */
const EXTERNAL_LINK = /^(https:\/\/|mailto:|tel:)/;

/**
 * Where a link of a tenant's text may lead: an address of the three kinds above as written, or a
 * path of the shop by the one rule of `internalPath` (normalised), never a spelling a browser reads
 * as another origin (`//`, `/\`, `\\`, a tab inside…). Null: the link stays text.
 */
export function linkTarget(href: string): string | null {
  if (EXTERNAL_LINK.test(href)) return href;
  return href.startsWith('/') ? internalPath(href) : null;
}

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    const target = linkTarget(href);
    parts.push(target === null ? { text: whole } : { text: label, href: target });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0] as string;
    const heading = /^(#{2,3})\s+(.*)$/.exec(first);
    if (heading) {
      blocks.push({ kind: heading[1] === '##' ? 'h2' : 'h3', content: parseInline(heading[2] ?? '') });
      if (lines.length > 1) blocks.push({ kind: 'p', content: parseInline(lines.slice(1).join(' ')) });
    } else if (lines.every((line) => line.startsWith('- ')))
      blocks.push({ kind: 'ul', items: lines.map((line) => parseInline(line.slice(2))) });
    else blocks.push({ kind: 'p', content: parseInline(lines.join(' ')) });
  }
  return blocks;
}

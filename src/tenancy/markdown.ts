/**
 * The Markdown subset of a tenant's content pages: `##`/`###` headings, paragraphs, `- ` lists and
 * `[text](link)` links. Parsed into data, never into HTML, so content files cannot inject markup or
 * scripts; links other than https, mailto, tel or a shop path stay plain text.
 */
export type Inline = { text: string } | { text: string; href: string };
export type Block = { kind: 'h2' | 'h3' | 'p'; content: Inline[] } | { kind: 'ul'; items: Inline[][] };

const SAFE_LINK = /^(https:\/\/|mailto:|tel:|\/(?!\/))/;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push(SAFE_LINK.test(href) ? { text: label, href } : { text: whole });
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

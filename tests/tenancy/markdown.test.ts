import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from '@/tenancy/markdown';

describe('parseMarkdown (content pages)', () => {
  it.each([
    ['a heading', '## About us', [{ kind: 'h2', content: [{ text: 'About us' }] }]],
    ['a small heading', '### Team', [{ kind: 'h3', content: [{ text: 'Team' }] }]],
    ['lines of a paragraph joined', 'one\ntwo', [{ kind: 'p', content: [{ text: 'one two' }] }]],
    [
      'a list',
      '- a\n- b',
      [
        {
          kind: 'ul',
          items: [[{ text: 'a' }], [{ text: 'b' }]],
        },
      ],
    ],
    [
      'a heading with text right under it',
      '## Title\ntext',
      [
        { kind: 'h2', content: [{ text: 'Title' }] },
        { kind: 'p', content: [{ text: 'text' }] },
      ],
    ],
    [
      'HTML stays text',
      '<script>alert(1)</script>',
      [{ kind: 'p', content: [{ text: '<script>alert(1)</script>' }] }],
    ],
    ['blank input', '\n\n', []],
  ])('%s', (_name, source, blocks) => {
    expect(parseMarkdown(source)).toEqual(blocks);
  });

  it.each([
    ['https', '[site](https://brand.example)', [{ text: 'site', href: 'https://brand.example' }]],
    ['mail', '[mail](mailto:a@b.example)', [{ text: 'mail', href: 'mailto:a@b.example' }]],
    ['shop path', 'see [blog](/blog).', [{ text: 'see ' }, { text: 'blog', href: '/blog' }, { text: '.' }]],
    [
      'javascript: stays text',
      '[x](javascript:alert(1))',
      [{ text: '[x](javascript:alert(1)' }, { text: ')' }],
    ],
    ['protocol-relative stays text', '[x](//evil.example)', [{ text: '[x](//evil.example)' }]],
    ['plain http stays text', '[x](http://brand.example)', [{ text: '[x](http://brand.example)' }]],
    // a browser reads a backslash as a slash: another origin (tests/security/tenantFiles.test.ts)
    ['slash, backslash stays text', '[x](/\\evil.example)', [{ text: '[x](/\\evil.example)' }]],
    ['a shop path is normalised', '[x](/a/../blog)', [{ text: 'x', href: '/blog' }]],
  ])('links: %s', (_name, source, inline) => {
    expect(parseInline(source)).toEqual(inline);
  });
});

import { describe, expect, it } from 'vitest';
import { structuredDataText } from '@/ui/shell/JsonLd';

describe('structured data text', () => {
  it('puts one thing at the top level with the schema.org context', () => {
    expect(JSON.parse(structuredDataText([{ '@type': 'Organization', name: 'congstar' }]))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'congstar',
    });
  });

  it('puts several things in one graph', () => {
    const parsed = JSON.parse(
      structuredDataText([
        { '@type': 'Organization', name: 'a' },
        { '@type': 'WebSite', name: 'b' },
      ]),
    ) as { '@graph': { '@type': string }[] };
    expect(parsed['@graph'].map((thing) => thing['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('cannot close its script element, whatever a name holds', () => {
    const text = structuredDataText([{ '@type': 'Product', name: '</script><script>alert(1)' }]);
    expect(text).not.toContain('<');
    expect((JSON.parse(text) as { name: string }).name).toBe('</script><script>alert(1)');
  });
});

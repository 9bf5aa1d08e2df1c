import Head from 'next/head';

/** One schema.org thing; `@context` is added once for the whole block. */
export type StructuredThing = { '@type': string } & { [property: string]: unknown };

/**
 * The block's text. `<` is escaped because the JSON sits inside a script element: a product name or
 * a post title holding `</script>` must not end the element and inject markup.
 */
export function structuredDataText(things: readonly StructuredThing[]): string {
  const block =
    things.length === 1
      ? { '@context': 'https://schema.org', ...things[0] }
      : { '@context': 'https://schema.org', '@graph': things };
  return JSON.stringify(block).replace(/</g, '\\u003c');
}

/**
 * Structured data for crawlers (schema.org JSON-LD) in the document head. A data block is never
 * executed, so the CSP's script rules do not apply to it; the `id` keeps one block per purpose when
 * the shell and the page both write one.
 */
export function JsonLd({ id, things }: { id: string; things: readonly StructuredThing[] }) {
  if (things.length === 0) return null;
  return (
    <Head>
      <script
        key={`ld-${id}`}
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: structuredDataText(things) }}
      />
    </Head>
  );
}

import { z } from 'zod';

/*
 * What search engines require of each schema.org type the shop writes (Google's structured data
 * guidelines, which are stricter than schema.org's own vocabulary): shared by the builders' unit
 * test and the crawler test (e2e/crawl.spec.ts), which reads the pages' JSON-LD as a crawler does.
 */

const url = z.url({ protocol: /^https?$/ });
const text = z.string().trim().min(1);
/** schema.org's Number or Text: a price as "9.99" or 9.99, never with a currency sign or comma */
const price = z.union([z.number().nonnegative(), z.string().regex(/^\d+(\.\d+)?$/)]);
const currency = z.string().regex(/^[A-Z]{3}$/);
const reference = z.object({ '@id': url });

export const offerSchema = z.object({
  '@type': z.literal('Offer'),
  price,
  priceCurrency: currency,
  availability: z.url().startsWith('https://schema.org/'),
  url,
});

export const schemaOrgTypes = {
  Organization: z.object({ name: text, url, logo: url.optional(), sameAs: z.array(url).optional() }),
  WebSite: z.object({ name: text, url, publisher: reference.optional() }),
  Product: z.object({
    name: text,
    description: text.optional(),
    image: url.optional(),
    offers: z.union([offerSchema, z.array(offerSchema).min(1)]),
  }),
  BreadcrumbList: z.object({
    itemListElement: z
      .array(z.object({ '@type': z.literal('ListItem'), position: z.int().min(1), name: text, item: url }))
      .min(2)
      .refine((items) => items.every((item, index) => item.position === index + 1), 'positions 1, 2, 3, …'),
  }),
  BlogPosting: z.object({
    headline: text.max(110),
    datePublished: z.iso.date().or(z.iso.datetime({ offset: true })),
    author: z.object({ name: text }).or(z.array(z.object({ name: text })).min(1)),
    image: url.or(z.array(url)).optional(),
  }),
} as const;
export type SchemaOrgType = keyof typeof schemaOrgTypes;

const block = z
  .object({ '@context': z.literal('https://schema.org') })
  .and(
    z.union([
      z.object({ '@graph': z.array(z.object({ '@type': z.string() }).loose()).min(1) }),
      z.object({ '@type': z.string() }).loose(),
    ]),
  );

export type Thing = { '@type': string } & Record<string, unknown>;

/** The things of one JSON-LD block (a single thing, or a `@graph` of them). */
export function thingsOf(json: string): Thing[] {
  const parsed = block.parse(JSON.parse(json)) as Thing & { '@graph'?: Thing[] };
  return parsed['@graph'] ?? [parsed];
}

/** What is wrong with a thing of a type the shop writes: none when it is valid. */
export function problemsOf(thing: Thing): string[] {
  const schema = schemaOrgTypes[thing['@type'] as SchemaOrgType] as z.ZodType | undefined;
  if (!schema) return [`unexpected type ${thing['@type']}`];
  const result = schema.safeParse(thing);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${thing['@type']}.${issue.path.join('.')}: ${issue.message}`);
}

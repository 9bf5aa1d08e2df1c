import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueTexts, leaves, readJson, tenants } from '../i18n/localeTexts';

/**
 * A brand written one way on every page: the shop's names, its logos' text and its catalogue's
 * brand and product texts. Each entry: the tenant, the brand's spelling, and what any spelling of it
 * looks like ("FCB mobil", "FC Bayern Mobile", "FC Bayern.mobil").
 */
const BRANDS: [tenant: string, spelling: string, anySpelling: RegExp][] = [
  // not the shop's host names (fcb-mobil-prepaid.de)
  ['fcb', 'FC Bayern.mobil', /(?<![\w/.@-])FC\s*B(?:ayern)?[\s.-]*mobile?(?![\w-]|\.\w)/gi],
];

/** The spellings of the brand in texts that differ from the brand's own. */
const otherSpellings = (texts: Iterable<string>, spelling: string, anySpelling: RegExp) =>
  [...texts]
    .flatMap((text) => [...text.matchAll(anySpelling)].map(([found]) => found))
    .filter((f) => f !== spelling);

describe('a brand is written one way', () => {
  it('finds the other spellings', () => {
    const [, spelling, anySpelling] = BRANDS[0]!;
    expect(
      otherSpellings(
        ['FCB mobil', 'FC Bayern Mobile', 'FC Bayern.mobil', 'fcb-mobil', 'shop.fcb-mobil-prepaid.de'],
        spelling,
        anySpelling,
      ),
    ).toEqual(['FCB mobil', 'FC Bayern Mobile', 'fcb-mobil']);
  });

  it.each(BRANDS)('%s: %s in its names, logos and catalogue', (id, spelling, anySpelling) => {
    const tenant = tenants().find((candidate) => candidate.id === id)!;
    const logos = [tenant.headerLogo.file, tenant.footerLogo].map((file) =>
      readFileSync(path.join('public/tenants', tenant.assetFolder, file), 'utf8'),
    );
    const texts = [
      ...[...leaves(readJson(path.join('tenants', id, 'tenant.json')))].map(([, text]) => text),
      ...logos,
      ...catalogueTexts(tenant).map(({ text }) => text),
      ...[...leaves(readJson(path.join('tenants', id, 'catalogue.json')))].map(([, text]) => text),
    ];
    expect(texts.join(' ')).toContain(spelling);
    expect(otherSpellings(texts, spelling, anySpelling)).toEqual([]);
  });
});

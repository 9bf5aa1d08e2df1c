import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { planFacts } from '@/features/esimShop/planFacts';
import { createTestI18n } from '../ui/render';

const tIn = (language: string) => createTestI18n(language).getFixedT(language, 'common') as TFunction;
const plan = (coverage: string[], validityDays: number) => ({
  dataGb: 3,
  validityDays,
  coverage,
  region: 'EU',
  regionName: 'Europa',
});

/** Counts go through each language's plural rules ("1 country", "1 Land"). */
describe('plurals: a count reads as the language counts', () => {
  it.each([
    ['en', 2, 1, 'Europa: 2 countries', 'Valid for 1 day'],
    ['en', 5, 30, 'Europa: 5 countries', 'Valid for 30 days'],
    ['de', 2, 1, 'Europa: 2 Länder', '1 Tag gültig'],
    ['de', 5, 7, 'Europa: 5 Länder', '7 Tage gültig'],
    ['nl', 3, 1, 'Europa: 3 landen', '1 dag geldig'],
    ['fr', 2, 1, 'Europa\u00a0: 2 pays', 'Valable 1 jour'],
    ['es', 2, 15, 'Europa: 2 países', 'Válido 15 días'],
    ['it', 2, 1, 'Europa: 2 paesi', 'Valido 1 giorno'],
    ['pl', 2, 1, 'Europa: 2 kraje', 'Ważny przez 1 dzień'],
    ['pl', 5, 22, 'Europa: 5 krajów', 'Ważny przez 22 dni'],
    ['ro', 2, 1, 'Europa: 2 țări', 'Valabil 1 zi'],
    ['ro', 25, 30, 'Europa: 25 de țări', 'Valabil 30 de zile'],
    ['tr', 2, 1, 'Europa: 2 ülke', '1 gün geçerli'],
  ])('%s: %i countries, %i days', (language, countries, days, coverage, validity) => {
    const codes = ['FR', 'ES', 'IT', 'PT', 'AT'].concat(Array(30).fill('DE')).slice(0, countries);
    const facts = planFacts(plan(codes, days), {}, tIn(language));
    expect(facts.coverage).toBe(coverage);
    expect(facts.validity).toBe(validity);
  });

  it.each([
    ['en', 1, 'Showing 1 of 1 post'],
    ['en', 4, 'Showing 1 of 4 posts'],
    ['de', 1, '1 von 1 Beitrag'],
    ['pl', 5, 'Wyświetlono 1 z 5 wpisów'],
  ])('%s: blog posts shown of %i', (language, count, text) => {
    expect(tIn(language)('blog.shown', { shown: 1, count })).toBe(text);
  });

  it.each([
    ['en', 1, 'Cart, 1 item'],
    ['en', 3, 'Cart, 3 items'],
    ['pl', 3, 'Koszyk, 3 pozycje'],
    ['pl', 5, 'Koszyk, 5 pozycji'],
    ['ro', 21, 'Coș, 21 de articole'],
  ])('%s: the cart link with %i items', (language, count, text) => {
    expect(tIn(language)('cart.linkLabel', { count })).toBe(text);
  });

  it.each([
    ['en', 1, 'This shop tops up only mobile numbers of this country: Germany (+49).'],
    ['en', 2, 'This shop tops up only mobile numbers of these countries: Germany (+49).'],
    ['de', 1, 'Dieser Shop lädt nur Handynummern dieses Landes auf: Germany (+49).'],
    ['pl', 3, 'Ten sklep doładowuje tylko numery komórkowe z tych krajów: Germany (+49).'],
  ])('%s: the shop’s %i phone countries', (language, count, text) => {
    expect(tIn(language)('phone.errors.wrongCountry', { count, countries: 'Germany (+49)' })).toBe(text);
  });
});

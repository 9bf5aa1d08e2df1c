import { describe, expect, it } from 'vitest';
import { TopupHero } from '@/features/catalogue/TopupHero';
import { moneyStyle } from '@/tenancy/money';
import type { MoneyStyle } from '@/tenancy/moneyStyles';
import type { TenantConfig } from '@/tenancy/schema';
import { render, renderServerHtml, within } from '../ui/render';
import { tenantFixture } from '../ui/tenantFixture';

// Two shops in German and euros that write their prices apart: one with a style of its own (its
// marks tell its text from Intl's), one whose style is Intl's. One server renders both in turn, and
// a price of one must never be written with what the other brought.
const own: MoneyStyle = { ...moneyStyle('de', 'EUR')!, prefix: '≈', suffix: ' EUR', group: "'" };
const marked: TenantConfig = { ...tenantFixture(), moneyStyles: { 'de:EUR': own } };
const plain: TenantConfig = {
  ...tenantFixture({
    id: 'othershop',
    shopId: 'othershop',
    brandRoutes: { othershop: '/shop/topup/othershop' },
  }),
  moneyStyles: { 'de:EUR': null },
};
const intl = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5);
const written = { [marked.id]: "≈1'234,50 EUR", [plain.id]: intl };

const hero = <TopupHero topupHref="/shop/topup/testshop" amounts={[1234.5]} />;
const serverPrice = (tenant: TenantConfig) =>
  within(renderServerHtml(hero, { tenant, language: 'de' })).getByTestId('quick-amount').textContent;

describe("a shop's prices are written with its own styles, whatever shop was rendered before", () => {
  it.each([
    ['one after the other', [marked, plain]],
    ['the other way round', [plain, marked]],
    ['interleaved', [marked, plain, marked, plain]],
  ])('on the server, %s', (_, order) => {
    for (const tenant of order) expect(serverPrice(tenant)).toBe(written[tenant.id]);
  });

  it('in the browser as on the server, each shop after the other: hydration meets the same text', () => {
    for (const tenant of [marked, plain, marked]) {
      const container = renderServerHtml(hero, { tenant, language: 'de' });
      document.body.append(container);
      const mismatches: unknown[] = [];
      const { unmount } = render(hero, {
        tenant,
        language: 'de',
        container,
        hydrate: true,
        onRecoverableError: (error) => mismatches.push(error),
      });
      expect(within(container).getByTestId('quick-amount').textContent).toBe(written[tenant.id]);
      expect(mismatches).toEqual([]);
      unmount();
      container.remove();
    }
  });

  it('in two pages open at once, each its own', () => {
    const first = render(hero, { tenant: marked, language: 'de' });
    const second = render(hero, { tenant: plain, language: 'de' });
    expect(within(first.container).getByTestId('quick-amount').textContent).toBe(written[marked.id]);
    expect(within(second.container).getByTestId('quick-amount').textContent).toBe(written[plain.id]);
  });
});

import { describe, expect, it } from 'vitest';
import { ProductCard } from '@/features/catalogue/ProductCard';
import { product } from '../../fixtures/product';
import { renderServerHtml } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';

const voucher = product({ productId: 'code-15', faceValue: 15, objectType: 'VOUCHER', serviceFee: 0.5 });

describe('ProductCard: what a card offers to choose', () => {
  it.each([
    ['credit, in a shop without vouchers', product({ productId: 'credit-15', faceValue: 15 }), false, true],
    ['a code, in a shop that sells vouchers', voucher, true, true],
    // the card would lead to the brand page's form, which sells credit of the code's face value
    ['a code, in a shop that sells none', voucher, false, false],
  ] as const)('%s', (_, offered, hasVouchers, chosen) => {
    const tenant = tenantFixture({ topup: { kinds: ['ONCE_OFF', 'VOUCHER'], hasVouchers } });
    const card = renderServerHtml(<ProductCard product={offered} />, { tenant, language: 'en' });
    expect(card.querySelector('a[href]') !== null).toBe(chosen);
    expect(card.textContent?.includes('Not sold here')).toBe(!chosen);
    expect(card.querySelector('button[disabled]') !== null).toBe(!chosen);
  });
});

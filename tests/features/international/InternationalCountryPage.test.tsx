import { describe, expect, it } from 'vitest';
import { InternationalCountryPage } from '@/features/international/InternationalCountryPage';
import { renderServerHtml } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { NAMES_EN, OFFERS } from './offerFixtures';

describe('an international destination’s landing page (ADR 0028)', () => {
  const html = () =>
    renderServerHtml(
      <InternationalCountryPage country="MA" name="Morocco" products={OFFERS} countryNames={NAMES_EN} />,
      { tenant: tenantFixture() },
    );

  it('has its own heading and lists the country’s operators with their amounts and what each costs, the fee included, in the server HTML', () => {
    const page = html();
    expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([
      'Top up a phone in Morocco',
    ]);
    const operators = [...page.querySelectorAll('[data-testid="international-operator"]')];
    expect(operators.map((operator) => operator.querySelector('h3')?.textContent)).toEqual([
      'Maroc Telecom',
      'inwi',
    ]);
    expect([...operators[0]!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'MAD\u00a020 for €2.84 incl. €0.99 service fee',
      'MAD\u00a0100 for €10.21 incl. €0.99 service fee',
    ]);
    expect(page.querySelector('[aria-labelledby="operators-title"]')!.textContent).not.toMatch(
      /Orange|Mobilis/,
    );
  });

  it('without the catalogue (the backend did not answer): its heading, the way back and a retry', () => {
    const page = renderServerHtml(
      <InternationalCountryPage country="MA" name="Morocco" products={null} countryNames={{}} />,
      { tenant: tenantFixture() },
    );
    expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([
      'Top up a phone in Morocco',
    ]);
    expect(page.querySelector('[role="alert"]')?.textContent).toContain('The products could not be loaded');
    expect(page.querySelector('a[href="/shop/international"]')).not.toBeNull();
    expect(page.querySelectorAll('[data-testid="international-operator"]')).toHaveLength(0);
  });
});

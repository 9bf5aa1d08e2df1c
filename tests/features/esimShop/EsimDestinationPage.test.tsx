import { describe, expect, it } from 'vitest';
import { EsimDestinationPage } from '@/features/esimShop/EsimDestinationPage';
import { renderServerHtml } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { NAMES, PLANS } from './plans';

// what the build passes for France: the plans on sale that work there, cheapest first
const FRANCE = PLANS.filter((plan) => plan.status === 'ACTIVE' && plan.plan!.coverage.includes('FR')).sort(
  (a, b) => a.faceValue! - b.faceValue!,
);

describe('an eSIM destination’s landing page (ADR 0028)', () => {
  const html = () =>
    renderServerHtml(<EsimDestinationPage country="FR" name="France" plans={FRANCE} countryNames={NAMES} />, {
      tenant: tenantFixture({ mainPage: '/' }),
    });

  it('has its own heading and, in the server HTML, every plan with data, validity and price', () => {
    const page = html();
    expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([
      'eSIM for France',
    ]);
    const plans = [...page.querySelectorAll('[data-testid="esim-plan"]')];
    expect(plans.map((plan) => plan.querySelector('h3')?.textContent)).toEqual([
      '3 GB data',
      '5 GB data',
      '10 GB data',
      'Unlimited data',
    ]);
    expect(plans[0]!.textContent).toContain('Valid for 30 days');
    expect(plans[0]!.textContent).toContain('€7.99');
  });

  it('says what a plan with a service fee costs, the fee included, in the card and the lead', () => {
    const page = renderServerHtml(
      <EsimDestinationPage
        country="FR"
        name="France"
        plans={FRANCE.map((plan) => ({ ...plan, serviceFee: 1 }))}
        countryNames={NAMES}
      />,
      { tenant: tenantFixture({ mainPage: '/' }) },
    );
    const plans = [...page.querySelectorAll('[data-testid="esim-plan"]')];
    expect(plans[0]!.textContent).toContain('€8.99 incl. €1.00 service fee');
    expect(page.textContent).toContain('Mobile data in France from €8.99');
  });

  it('names the lowest price in its lead, and leads back to the finder with the destination chosen', () => {
    const page = html();
    expect(page.textContent).toContain('Mobile data in France from €7.99');
    expect(page.querySelector('a[href="/?destination=FR#esim"]')?.textContent).toBe('All destinations');
  });

  it('without the catalogue (the backend did not answer): its heading, the way back and a retry', () => {
    const page = renderServerHtml(
      <EsimDestinationPage country="FR" name="France" plans={null} countryNames={{}} />,
      { tenant: tenantFixture({ mainPage: '/' }) },
    );
    expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([
      'eSIM for France',
    ]);
    expect(page.querySelector('[role="alert"]')?.textContent).toContain('The products could not be loaded');
    expect(page.querySelector('a[href="/?destination=FR#esim"]')).not.toBeNull();
    expect(page.querySelectorAll('[data-testid="esim-plan"]')).toHaveLength(0);
  });
});

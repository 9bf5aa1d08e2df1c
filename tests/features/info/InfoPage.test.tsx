import { describe, expect, it } from 'vitest';
import { InfoPage } from '@/features/info';
import { consentedServices } from '@/tenancy/thirdPartyScripts';
import { render, screen, tenantFixture } from '../../ui/render';

describe('InfoPage', () => {
  it('shows the tenant’s own text in the page language', () => {
    render(
      <InfoPage
        page="about-us"
        content={{ en: [{ kind: 'p', content: [{ text: 'Our own story.' }] }], de: [] }}
        services={[]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByText('Our own story.')).toBeTruthy();
  });

  it('falls back to the neutral default with the shop’s name', () => {
    render(<InfoPage page="about-us" content={{}} services={[]} />);
    expect(screen.getByText(/Test Mobile runs this online shop/)).toBeTruthy();
  });

  it('lists the support mailbox, the help desk with its product id and the contact page', async () => {
    const tenant = tenantFixture({
      helpDeskEmail: 'helpdesk@test-mobile.example',
      helpDeskProductId: 'HD-42',
      contactPageUrl: 'https://test-mobile.example/contact',
    });
    render(<InfoPage page="contact-us" content={{}} services={[]} />, { tenant });
    // the details' code comes after the page's (a browser-only render has no server HTML to keep)
    expect(
      (await screen.findByRole('link', { name: 'support@test-mobile.example' })).getAttribute('href'),
    ).toBe('mailto:support@test-mobile.example');
    expect(screen.getByRole('link', { name: 'helpdesk@test-mobile.example' })).toBeTruthy();
    expect(screen.getByText('Please quote the reference HD-42.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the contact form' }).getAttribute('href')).toBe(
      'https://test-mobile.example/contact',
    );
  });

  it('privacy names what the consent dialog controls for this tenant, and reopens it', async () => {
    const tenant = tenantFixture({ tracking: { tagManagerId: 'GTM-1', heatMapId: '7' } });
    const { user, store } = render(
      <InfoPage page="privacy" content={{}} services={consentedServices(tenant)} />,
      { tenant },
    );
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'A tag manager that loads the measurement tools',
      'A heat map of clicks and scrolling',
    ]);
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(store.getState().consent.dialogOpen).toBe(true);
  });

  it('privacy says when a tenant uses no statistics services', async () => {
    render(<InfoPage page="privacy" content={{}} services={consentedServices(tenantFixture())} />);
    expect(await screen.findByText('This shop uses no third-party services for statistics.')).toBeTruthy();
  });
});

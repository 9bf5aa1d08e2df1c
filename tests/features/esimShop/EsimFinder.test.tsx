import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EsimFinder } from '@/features/esimShop';
import { render, screen, within } from '../../ui/render';
import { NAMES, PLANS } from './plans';

beforeEach(() => window.history.replaceState(null, '', '/'));

const renderFinder = (asPath = '/') => ({
  ...render(<EsimFinder products={PLANS} countryNames={NAMES} lead />, { router: { asPath, isReady: true } }),
  user: userEvent.setup({ delay: null }),
});

const search = () => screen.getByRole('combobox', { name: 'Destination' });

describe('eSIM destination search', { timeout: 20_000 }, () => {
  it('leads the page with where are you travelling', () => {
    renderFinder();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Where are you travelling?');
    expect(search().getAttribute('aria-expanded')).toBe('false');
  });

  it("takes over what was typed into the server's field before its code came, with its suggestions", async () => {
    render(<EsimFinder products={PLANS} countryNames={NAMES} typed="an" />, {
      router: { asPath: '/', isReady: true },
    });
    expect((search() as HTMLInputElement).value).toBe('an');
    const listbox = screen.getByRole('listbox', { name: 'Destinations' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
  });

  it('is used with the keyboard alone: type, arrows, Enter; the plans of the destination follow', async () => {
    const { user } = renderFinder();
    await user.click(search());
    await user.keyboard('an');
    const listbox = screen.getByRole('listbox', { name: 'Destinations' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['FranceCountry', 'GermanyCountry', 'NetherlandsCountry']);
    expect(search().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Destinations found: 3')).toBeTruthy();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = within(listbox).getByRole('option', { selected: true });
    expect(active.textContent).toBe('GermanyCountry');
    expect(search().getAttribute('aria-activedescendant')).toBe(active.id);
    await user.keyboard('{Enter}');

    expect((search() as HTMLInputElement).value).toBe('Germany');
    expect(search().getAttribute('aria-expanded')).toBe('false');
    const plans = screen.getByRole('region', { name: 'Data plans for Germany' });
    expect(
      within(plans)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['5 GB data', 'Unlimited data']);
    expect(within(plans).getAllByText('Europe: 5 countries')).toHaveLength(2);
    expect(
      within(plans).getByRole('link', { name: 'See the plan esim-europe-5gb' }).getAttribute('href'),
    ).toBe('/shop/esim/esim-europe-5gb');
    expect(window.location.search).toBe('?destination=DE');
  });

  it('finds regions too, by a click; Escape closes the suggestions', async () => {
    const { user } = renderFinder();
    await user.type(search(), 'xyz');
    expect(screen.getByText('No destination matches “xyz”.')).toBeTruthy();
    await user.clear(search());
    await user.type(search(), 'eur');
    await user.keyboard('{Escape}');
    expect(search().getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: /Europe/ }));
    const plans = screen.getByRole('region', { name: 'Data plans for Europe' });
    expect(within(plans).getAllByTestId('esim-plan')).toHaveLength(2);
  });

  it('shows the plans of the destination in the URL after a reload', () => {
    renderFinder('/?destination=TR');
    expect((search() as HTMLInputElement).value).toBe('Türkiye');
    const plans = screen.getByRole('region', { name: 'Data plans for Türkiye' });
    expect(within(plans).getByText('€13.99')).toBeTruthy();
    expect(within(plans).getByText('Valid for 30 days')).toBeTruthy();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ASK_CONSENT_CLASS } from '@/config/consentMarker';
import { ConsentManager, ConsentSettingsLink } from '@/features/consent';
import { fireEvent, render, renderServerHtml, screen, waitFor } from '../../ui/render';

afterEach(() => {
  document.documentElement.classList.remove(ASK_CONSENT_CLASS);
  document.cookie = `consent=; expires=${new Date(0).toUTCString()}; path=/`;
  document.body.replaceChildren();
});

// This file never loads the choices' code ahead, as a page's first load does not; the first test
// runs before any has.
describe('the consent panel reopened from the footer', () => {
  it('takes focus and closes on Escape before the choices have come', async () => {
    document.cookie = `consent=${encodeURIComponent('{"necessary":true,"statistics":false}')}; path=/`;
    render(
      <>
        <ConsentManager />
        <ConsentSettingsLink />
      </>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = screen.getByRole('button', { name: 'Cookie settings' });
    link.focus();
    fireEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Cookies and your privacy' });
    expect(screen.queryByRole('button', { name: 'Accept all' })).toBeNull();
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });
});

describe('the consent panel on a first visit', () => {
  it('keeps the title and text the server painted when the choices come (a late paint would be the LCP)', async () => {
    document.documentElement.classList.add(ASK_CONSENT_CLASS);
    const container = renderServerHtml(<ConsentManager />);
    document.body.append(container);
    const title = container.querySelector('[role="dialog"] h2');
    const text = container.querySelector('[role="dialog"] p');
    expect(title?.textContent).toBe('Cookies and your privacy');
    expect(text?.textContent).toMatch(/necessary cookies/);

    render(<ConsentManager />, { container, hydrate: true });
    expect(await screen.findByRole('button', { name: 'Accept all' })).toBeTruthy();
    expect(container.querySelector('[role="dialog"] h2')).toBe(title);
    expect(container.querySelector('[role="dialog"] p')).toBe(text);
  });
});

describe("the first visit's panel in the server HTML", () => {
  it('ends with the element that shows it, after the choices: a panel half parsed stays hidden', () => {
    document.documentElement.classList.add(ASK_CONSENT_CLASS);
    const container = renderServerHtml(<ConsentManager />);
    const wrapper = container.firstElementChild as HTMLElement;
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const shown = new RegExp(
      `\\.${ASK_CONSENT_CLASS} \\.${wrapper.classList[1]}:has\\(\\[data-consent-end\\]\\)\\{display:block;\\}`,
    );
    expect(rules).toMatch(shown);
    const dialog = wrapper.querySelector('[role="dialog"]')!;
    const end = dialog.lastElementChild;
    expect(end?.hasAttribute('data-consent-end')).toBe(true);
    const buttons = dialog.querySelectorAll('button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons)
      expect(button.compareDocumentPosition(end!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

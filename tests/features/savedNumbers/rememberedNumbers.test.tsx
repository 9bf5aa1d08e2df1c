import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentManager } from '@/features/consent';
import { ASK_CONSENT_CLASS } from '@/config/consentMarker';
import { CONSENT_COOKIE } from '@/config/constants';
import {
  MAX_REMEMBERED,
  REMEMBERED_KEY,
  forgetAllNumbers,
  forgetNumber,
  rememberNumber,
  rememberedNumbers,
  subscribeRemembered,
} from '@/ui/fields/rememberedNumbers';
import { render, waitFor } from '../../ui/render';

const number = (n: number) => ({ msisdn: `+4915112345${String(600 + n)}`, country: 'DE' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove(ASK_CONSENT_CLASS);
});

describe('the numbers a guest asked this browser to remember', () => {
  it(`keeps the newest ${MAX_REMEMBERED}, newest first, a number once`, () => {
    const steps: Array<[ReturnType<typeof number>, number[]]> = [
      [number(1), [1]],
      [number(2), [2, 1]],
      [number(3), [3, 2, 1]],
      [number(4), [4, 3, 2]],
      [number(3), [3, 4, 2]],
    ];
    for (const [entry, expected] of steps) {
      rememberNumber(entry);
      expect(rememberedNumbers()).toEqual(expected.map(number));
    }
  });

  it('forgets one number, or all of them, and tells who listens', () => {
    let heard = 0;
    const stop = subscribeRemembered(() => (heard += 1));
    rememberNumber(number(1));
    rememberNumber(number(2));
    forgetNumber(number(1).msisdn);
    expect(rememberedNumbers()).toEqual([number(2)]);
    forgetAllNumbers();
    expect(rememberedNumbers()).toEqual([]);
    expect(localStorage.getItem(REMEMBERED_KEY)).toBeNull();
    expect(heard).toBe(4);
    stop();
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"msisdn":"+4915112345678"}'],
    ['a number without +', '[{"msisdn":"4915112345678","country":"DE"}]'],
    ['a country in small letters', '[{"msisdn":"+4915112345678","country":"de"}]'],
    ['text that is no number', '[{"msisdn":"<img src=x>","country":"DE"}]'],
  ])('shows nothing of a storage holding %s', (_, stored) => {
    localStorage.setItem(REMEMBERED_KEY, stored);
    expect(rememberedNumbers()).toEqual([]);
  });

  it('keeps only the number and its country, whatever else an entry holds', () => {
    localStorage.setItem(REMEMBERED_KEY, JSON.stringify([{ ...number(1), name: 'x', cart: 'y' }]));
    expect(rememberedNumbers()).toEqual([number(1)]);
  });

  it('are forgotten when the page finds no recorded consent (the customer cleared it)', async () => {
    rememberNumber(number(1));
    document.documentElement.classList.add(ASK_CONSENT_CLASS);
    render(<ConsentManager />);
    await waitFor(() => expect(rememberedNumbers()).toEqual([]));
  });

  it('are kept while a consent choice is recorded', async () => {
    rememberNumber(number(1));
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ necessary: true, statistics: false }))}; path=/`;
    const { store } = render(<ConsentManager />);
    await waitFor(() => expect(store.getState().consent.read).toBe(true));
    expect(rememberedNumbers()).toEqual([number(1)]);
  });
});

import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { destinationsOf } from '@/features/international/offers';
import { useInternationalForm } from '@/features/international/useInternationalForm';
import { loadPhoneLib } from '@/tenancy/phoneLib';
import type { TypedValues } from '@/ui/shell/keptTyped';
import { NAMES_EN, OFFERS } from './offerFixtures';

const destinations = destinationsOf(OFFERS, NAMES_EN, 'en');

/** The hook with its number library in, as when the form's code came after the customer typed. */
async function loadedForm() {
  const hook = renderHook(() => useInternationalForm('abroadshop', destinations));
  await act(() => loadPhoneLib());
  return hook;
}

describe('useInternationalForm.adopt: what was typed before the form’s code came', () => {
  beforeEach(() => window.sessionStorage.clear());

  it.each<{ typed: TypedValues; country: string; why: string }>([
    { typed: { phone: '+212 612 345 101', country: '' }, country: 'MA', why: 'an untouched country select' },
    { typed: { phone: '+212 612 345 101' }, country: 'MA', why: 'the number alone' },
    { typed: { phone: '', country: 'MA' }, country: 'MA', why: 'the country alone' },
  ])('takes the country from $why', async ({ typed, country }) => {
    const { result } = await loadedForm();
    act(() => result.current.adopt(typed));
    expect(result.current.choice.country).toBe(country);
  });
});

describe('useInternationalForm: a number typed as the library arrives', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('names its country when the change comes before the render that brings the library', async () => {
    const { result } = renderHook(() => useInternationalForm('abroadshop', destinations));
    // the handlers of the render before the library: an input event between the library's arrival
    // and the next render runs these
    const before = result.current;
    await act(() => loadPhoneLib());
    act(() => before.setPhone('+212 612 345 101'));
    expect(result.current.choice).toMatchObject({ phone: '+212 6 12 34 51 01', country: 'MA' });
  });
});

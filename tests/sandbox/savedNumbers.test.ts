import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_NUMBERS,
  callRoute,
  deleteSavedNumber,
  listSavedNumbers,
  renameSavedNumber,
  saveNumber,
  saveNumberRoute,
  type ApiContext,
} from '@/api';
import { harnessForFile } from './harness';
import { errorCodeOf, signedIn, FLOW } from './customers';

const h = harnessForFile();

const MUM = { msisdn: '+4915112345678', name: 'Mum', country: 'DE' };

/** One customer, holding MUM, for every refusal: signing up costs seconds. */
let refusing: Promise<ApiContext> | undefined;
const refuser = () =>
  (refusing ??= signedIn(h, 'congstar', 'refused@example.com').then(async (ctx) => {
    await saveNumber(ctx, MUM);
    return ctx;
  }));

describe('saved numbers (project extension)', FLOW, () => {
  it('are added, renamed and deleted by their customer, oldest first', async () => {
    const ctx = await signedIn(h, 'congstar', 'saver@example.com');
    expect((await listSavedNumbers(ctx)).savedNumbers).toEqual([]);
    const mum = (await saveNumber(ctx, MUM)).savedNumber;
    const abroad = (await saveNumber(ctx, { msisdn: '212612345678', name: '  Dad  ', country: 'MA' }))
      .savedNumber;
    expect(abroad).toEqual(expect.objectContaining({ msisdn: '+212612345678', name: 'Dad', country: 'MA' }));
    expect((await listSavedNumbers(ctx)).savedNumbers).toEqual([mum, abroad]);
    expect((await renameSavedNumber(ctx, mum.id, 'Mama')).savedNumber).toEqual({ ...mum, name: 'Mama' });
    await deleteSavedNumber(ctx, abroad.id);
    expect((await listSavedNumbers(ctx)).savedNumbers).toEqual([{ ...mum, name: 'Mama' }]);
  });

  it.each([
    ['a number saved twice', MUM, 'SAVED_NUMBER_EXISTS'],
    ['a number of another country', { ...MUM, country: 'FR' }, 'UNAVAILABLE_COUNTRY'],
    ['an empty name', { ...MUM, msisdn: '+4915112345679', name: '   ' }, 'VALIDATION_FAILED'],
    ['a name of two lines', { ...MUM, msisdn: '+4915112345679', name: 'Mum\nDad' }, 'VALIDATION_FAILED'],
    ['a name too long', { ...MUM, msisdn: '+4915112345679', name: 'x'.repeat(41) }, 'VALIDATION_FAILED'],
    ['a country in small letters', { ...MUM, msisdn: '+4915112345679', country: 'de' }, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_, body, code) => {
    const ctx = await refuser();
    // unvalidated: the sandbox's own zod check answers, not the client's
    expect(await errorCodeOf(callRoute(ctx, saveNumberRoute, { body }))).toBe(code);
  });

  it(`keeps at most ${MAX_SAVED_NUMBERS} numbers in an account`, async () => {
    const ctx = await signedIn(h, 'congstar', 'many@example.com');
    for (let i = 0; i < MAX_SAVED_NUMBERS; i += 1)
      await saveNumber(ctx, { ...MUM, msisdn: `+491511234${String(5000 + i)}` });
    expect(await errorCodeOf(saveNumber(ctx, { ...MUM, msisdn: '+4915112349999' }))).toBe(
      'SAVED_NUMBERS_LIMIT',
    );
  });

  it("never shows, renames or deletes another customer's number, nor another shop's", async () => {
    const owner = await signedIn(h, 'congstar', 'owner@example.com');
    const { id } = (await saveNumber(owner, MUM)).savedNumber;
    const other = await signedIn(h, 'congstar', 'other@example.com');
    const elsewhere = await signedIn(h, 'fcb', 'owner@example.com');
    for (const ctx of [other, elsewhere]) {
      expect((await listSavedNumbers(ctx)).savedNumbers).toEqual([]);
      expect(await errorCodeOf(renameSavedNumber(ctx, id, 'Mine'))).toBe('SAVED_NUMBER_NOT_FOUND');
      expect(await errorCodeOf(deleteSavedNumber(ctx, id))).toBe('SAVED_NUMBER_NOT_FOUND');
    }
    expect((await listSavedNumbers(owner)).savedNumbers).toEqual([
      expect.objectContaining({ id, name: 'Mum' }),
    ]);
  });

  it('answers only a signed-in customer', async () => {
    const guest = h.ctx('congstar');
    expect(await errorCodeOf(listSavedNumbers(guest))).toBe('AUTHORIZATION_REQUIRED');
    expect(await errorCodeOf(saveNumber(guest, MUM))).toBe('AUTHORIZATION_REQUIRED');
  });
});

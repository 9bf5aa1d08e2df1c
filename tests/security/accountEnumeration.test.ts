import { describe, expect, it, vi } from 'vitest';
import { forgotPass, register } from '@/api';
import type * as sessions from '@/sandbox/sessions';
import { hashPassword, verifyPassword } from '@/sandbox/sessions';
import { FLOW, PASSWORD, signedIn } from '../sandbox/customers';
import { harnessForFile } from '../sandbox/harness';
import { raw } from '../sandbox/raw';

// Confirm and resetPass answered CUSTOMER_NOT_FOUND for an unknown address, which told
// anyone whether it had an account. The expensive work (scrypt) is watched, not timed: the same
// hashing on every path is what makes the answers take the same time.
vi.mock('@/sandbox/sessions', async (importOriginal) => {
  const original = await importOriginal<typeof sessions>();
  return {
    ...original,
    hashPassword: vi.fn(original.hashPassword),
    verifyPassword: vi.fn(original.verifyPassword),
  };
});

const h = harnessForFile();
let addresses = 0;

/** One call from an address of its own (no limit in the way): its answer and the hashing it did. */
async function probe(path: string, body: unknown) {
  vi.mocked(hashPassword).mockClear();
  vi.mocked(verifyPassword).mockClear();
  const response = await raw(h, 'fcb', 'POST', path, body, { address: `192.0.2.${(addresses += 1)}` });
  return {
    answer: { status: response.status, body: response.body, cookies: response.cookies },
    hashes: vi.mocked(hashPassword).mock.calls.length,
    verifies: vi.mocked(verifyPassword).mock.calls.length,
  };
}

const NEW_PASSWORD = 'a brand new password';

describe('confirm, reset, forgot and sign-in answer the same whether or not the account exists', FLOW, () => {
  it('confirm: an unknown address, a wrong code and a confirmed account answer alike', async () => {
    await register(h.ctx('fcb'), { userName: 'pending@example.com', password: PASSWORD });
    await signedIn(h, 'fcb', 'confirmed@example.com');
    const unknown = await probe('/api/shop/rest/v2/account/confirm', {
      userName: 'nobody@example.com',
      code: '999999',
    });
    expect(unknown.answer).toMatchObject({ status: 422, body: { errorCode: 'AUTHENTICATION_FAILED' } });
    for (const userName of ['pending@example.com', 'confirmed@example.com'])
      expect(await probe('/api/shop/rest/v2/account/confirm', { userName, code: '999999' })).toEqual(unknown);
  });

  it('reset: an unknown address answers as a wrong code does, after the same hashing', async () => {
    await signedIn(h, 'fcb', 'resetting@example.com');
    await signedIn(h, 'fcb', 'no-code@example.com');
    await forgotPass(h.ctx('fcb'), { identifier: 'resetting@example.com' });
    const reset = (userName: string) =>
      probe('/api/auth/resetPass', { userName, code: '999999', password: NEW_PASSWORD });
    const unknown = await reset('nobody@example.com');
    expect(unknown.answer).toMatchObject({ status: 422, body: { errorCode: 'AUTHENTICATION_FAILED' } });
    expect(unknown.hashes).toBe(1);
    expect(await reset('resetting@example.com')).toEqual(unknown);
    expect(await reset('no-code@example.com')).toEqual(unknown);
  });

  it('forgot: the same success for an unknown and a known address, neither hashing', async () => {
    await signedIn(h, 'fcb', 'forgetful@example.com');
    const unknown = await probe('/api/auth/forgotPass', { identifier: 'nobody@example.com' });
    expect(unknown).toEqual({
      answer: { status: 200, body: {}, cookies: undefined },
      hashes: 0,
      verifies: 0,
    });
    expect(await probe('/api/auth/forgotPass', { identifier: 'forgetful@example.com' })).toEqual(unknown);
  });

  it('sign-in: an unknown user’s password is checked too, and the answer is a wrong password’s', async () => {
    await signedIn(h, 'fcb', 'known@example.com');
    await register(h.ctx('fcb'), { userName: 'unconfirmed@example.com', password: PASSWORD });
    const signIn = (userName: string, password = 'not the password') =>
      probe('/api/auth/authenticate', { userName, password });
    await signIn('warm-up@example.com'); // the first unknown user makes the decoy hash once
    const unknown = await signIn('nobody@example.com');
    expect(unknown).toMatchObject({ answer: { status: 401 }, hashes: 0, verifies: 1 });
    expect(await signIn('known@example.com')).toEqual(unknown);
    expect(await signIn('unconfirmed@example.com', PASSWORD)).toEqual(unknown);
  });
});

import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authFailures, cartItems, carts, messages, sessions } from '@/sandbox/db/schema';
import { everyInterval, PURGE_BATCH, purgeExpired, RETENTION } from '@/sandbox/purge';
import { RATE_LIMIT } from '@/sandbox/rateLimit';
import { OTP_RULES } from '@/sandbox/testData';
import { harnessForFile } from '../sandbox/harness';
import { FLOW, PASSWORD } from '../sandbox/customers';
import { codeOf, raw } from '../sandbox/raw';

/*
 * Issue: the sandbox as a public demo (SANDBOX=true). Registration had no limit and hashed a password
 * on every call; expired sessions, idle carts, spent codes and old messages were kept for ever.
 */
const h = harnessForFile();

afterEach(() => {
  vi.useRealTimers();
});

const registerFrom = (userName: string, address: string) =>
  raw(h, 'congstar', 'POST', '/api/auth/register', { userName, password: PASSWORD }, { address }).then(
    codeOf,
  );

describe('registration is rate-limited like the sign-in (ADR 0020)', { timeout: 120_000 }, () => {
  it('per address: after the limit one address registers nobody more, another address still can', async () => {
    const address = '198.51.100.20';
    for (let i = 0; i < RATE_LIMIT.perAddress; i += 1)
      expect(await registerFrom(`many${i}@example.com`, address)).toBe('201');
    expect(await registerFrom('one-more@example.com', address)).toBe('TOO_MANY_ATTEMPTS');
    expect(await registerFrom('one-more@example.com', '198.51.100.21')).toBe('201');
  });

  it('per user name: one name is tried at most the limit’s times from any addresses', async () => {
    const name = 'wanted@example.com';
    for (let i = 0; i < RATE_LIMIT.perAccount; i += 1)
      expect(await registerFrom(name, `192.0.2.${i + 1}`)).toBe(
        i === 0 ? '201' : 'CUSTOMER_DUPLICATION_ERROR',
      );
    expect(await registerFrom(name, '192.0.2.200')).toBe('TOO_MANY_ATTEMPTS');
  });

  it('the limit lifts when the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const address = '198.51.100.30';
    // the address's registrations so far, as the ones above counted them
    await h.database.db.insert(authFailures).values(
      Array.from({ length: RATE_LIMIT.perAddress }, (_, i) => ({
        tenantId: 'congstar',
        action: 'register',
        account: `later${i}@example.com`,
        address,
        createdAt: Date.now(),
      })),
    );
    expect(await registerFrom('later-more@example.com', address)).toBe('TOO_MANY_ATTEMPTS');
    vi.setSystemTime(Date.now() + RATE_LIMIT.windowMs + 1000);
    expect(await registerFrom('later-more@example.com', address)).toBe('201');
  });
});

describe('the sandbox removes what has expired', FLOW, () => {
  // rows of the tests above are of now: none of them has expired
  const NOW = Date.now();
  const tenantId = 'purge-shop';
  const cart = (cartName: string, updatedAt: number, otp?: { code: string; sentAt: number }) => ({
    tenantId,
    cartName,
    channel: 'web',
    vouchers: [],
    otpRequired: Boolean(otp),
    otpCode: otp?.code ?? null,
    otpSentAt: otp?.sentAt ?? null,
    otpValidated: false,
    nextItem: 1,
    createdAt: updatedAt,
    updatedAt,
  });

  it('sessions past their end, idle carts with their items, expired codes, old messages and failures', async () => {
    const { db } = h.database;
    await db.insert(sessions).values([
      { tenantId, sessionHash: 'expired', customerId: 'c', expiresAt: NOW - 1 },
      { tenantId, sessionHash: 'live', customerId: 'c', expiresAt: NOW + 60_000 },
    ]);
    await db
      .insert(carts)
      .values([
        cart('idle', NOW - RETENTION.cartIdleMs - 1),
        cart('busy', NOW - 1000, { code: '111111', sentAt: NOW - OTP_RULES.validForMs - 1 }),
        cart('fresh-code', NOW - 1000, { code: '222222', sentAt: NOW - 1000 }),
      ]);
    await db.insert(cartItems).values({
      tenantId,
      cartName: 'idle',
      itemKey: 'item-1',
      position: 0,
      productId: 'p',
      amountCents: 100,
      quantity: 1,
      details: {},
    });
    await db.insert(messages).values([
      { tenantId, recipient: 'old', body: 'x', createdAt: NOW - RETENTION.messageMs - 1 },
      { tenantId, recipient: 'new', body: 'x', createdAt: NOW - 1000 },
    ]);
    await db.insert(authFailures).values([
      { tenantId, action: 'signIn', account: 'a', address: 'x', createdAt: NOW - RATE_LIMIT.windowMs - 1 },
      { tenantId, action: 'signIn', account: 'a', address: 'x', createdAt: NOW - 1000 },
    ]);

    expect(await purgeExpired(db, NOW)).toEqual({
      sessions: 1,
      carts: 1,
      otpCodes: 1,
      messages: 1,
      authFailures: 1,
    });
    const left = async <T>(rows: Promise<T[]>) => (await rows).length;
    expect(await left(db.select().from(sessions).where(eq(sessions.tenantId, tenantId)))).toBe(1);
    const kept = await db.select().from(carts).where(eq(carts.tenantId, tenantId));
    expect(kept.map((row) => [row.cartName, row.otpCode]).sort()).toEqual([
      ['busy', null],
      ['fresh-code', '222222'],
    ]);
    expect(await left(db.select().from(cartItems).where(eq(cartItems.tenantId, tenantId)))).toBe(0);
    expect(await left(db.select().from(messages).where(eq(messages.tenantId, tenantId)))).toBe(1);
    expect(await left(db.select().from(authFailures).where(eq(authFailures.tenantId, tenantId)))).toBe(1);
    // nothing more to remove
    expect(Object.values(await purgeExpired(db, NOW))).toEqual([0, 0, 0, 0, 0]);
  });

  it('each look removes at most its batch of a kind; the rest goes on the next looks', async () => {
    const { db } = h.database;
    const batchTenant = 'purge-batch';
    await db.insert(sessions).values(
      Array.from({ length: 5 }, (_, i) => ({
        tenantId: batchTenant,
        sessionHash: `s${i}`,
        customerId: 'c',
        expiresAt: NOW - 1,
      })),
    );
    const counts = [];
    for (let look = 0; look < 4; look += 1) counts.push((await purgeExpired(db, NOW, 2)).sessions);
    expect(counts).toEqual([2, 2, 1, 0]);
    expect(PURGE_BATCH).toBeGreaterThan(0);
  });

  it('looks on a schedule, never two at once', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    let looks = 0;
    let finish: () => void = () => undefined;
    const look = () => {
      looks += 1;
      running += 1;
      most = Math.max(most, running);
      return new Promise<void>((resolve) => {
        finish = () => {
          running -= 1;
          resolve();
        };
      });
    };
    const stop = everyInterval(look, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(looks).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(looks).toBe(1);
    // a slow look: the ticks while it runs start nothing
    await vi.advanceTimersByTimeAsync(3000);
    expect(looks).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(looks).toBe(2);
    finish();
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(looks).toBe(2);
    expect(most).toBe(1);
  });
});

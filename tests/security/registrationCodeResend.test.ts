import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSandboxInbox, register } from '@/api';
import { CODE_RESEND_AFTER_SECONDS } from '@/config/constants';
import { RATE_LIMIT } from '@/sandbox/rateLimit';
import { harnessForFile } from '../sandbox/harness';
import { FLOW, PASSWORD } from '../sandbox/customers';
import { codeOf, raw } from '../sandbox/raw';

// ADR 0033: registration's code step sends the code again, but never faster than once per
// CODE_RESEND_AFTER_SECONDS, and every send counts against the message limits (ADR 0020).
const h = harnessForFile();
const WAIT_MS = CODE_RESEND_AFTER_SECONDS * 1000;

const resend = (userName: string, address = '203.0.113.9') =>
  raw(h, 'congstar', 'POST', '/api/auth/resendCode', { userName }, { address });

async function messagesTo(recipient: string): Promise<string[]> {
  const { messages } = await getSandboxInbox(h.ctx('congstar'));
  return messages.filter((message) => message.recipient === recipient).map((message) => message.text);
}

/** Registered at the fake clock's now; the clock moves only by vi.setSystemTime. */
async function registeredNow(userName: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  await register(h.ctx('congstar'), { userName, password: PASSWORD });
}

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

afterEach(() => {
  vi.useRealTimers();
});

describe('registration code resend', FLOW, () => {
  it('is refused within the wait after the registration, with the seconds left', async () => {
    await registeredNow('soon@example.com');
    later(WAIT_MS - 20_000);
    const refused = await resend('soon@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      errorCode: 'OTP_RESEND_TIME_LIMIT_RESTRICTION',
      retryAfterSeconds: 20,
    });
    expect(await messagesTo('soon@example.com')).toHaveLength(1);
  });

  it('sends the same code again once the wait is over, then waits again', async () => {
    await registeredNow('again@example.com');
    later(WAIT_MS);
    const sent = await resend('again@example.com');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ resendAfterSeconds: CODE_RESEND_AFTER_SECONDS });
    const [first, second] = await messagesTo('again@example.com');
    expect(second).toBe(first);
    later(WAIT_MS - 1000);
    expect(codeOf(await resend('again@example.com'))).toBe('OTP_RESEND_TIME_LIMIT_RESTRICTION');
    later(1000);
    expect(codeOf(await resend('again@example.com'))).toBe('200');
  });

  it(`stops after ${RATE_LIMIT.perAccount} sends of one account in the window, from any address`, async () => {
    await registeredNow('flood@example.com');
    for (let i = 0; i < RATE_LIMIT.perAccount; i += 1) {
      later(WAIT_MS);
      expect(codeOf(await resend('flood@example.com', `198.51.100.${i + 1}`))).toBe('200');
    }
    later(WAIT_MS);
    expect(codeOf(await resend('flood@example.com', '198.51.100.99'))).toBe('TOO_MANY_ATTEMPTS');
    expect(await messagesTo('flood@example.com')).toHaveLength(1 + RATE_LIMIT.perAccount);
  });

  it('answers an unknown address as a known one, and sends it nothing', async () => {
    await registeredNow('known@example.com');
    later(WAIT_MS);
    const known = await resend('known@example.com');
    const unknown = await resend('nobody-here@example.com');
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(await messagesTo('nobody-here@example.com')).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PURGE_EVERY_MS, RETENTION } from '@/sandbox/purge';
import { RATE_LIMIT } from '@/sandbox/rateLimit';
import {
  AUTO_TOPUP_STATUS_BY_PHONE_SUFFIX,
  CARD_CHALLENGE_SUFFIX,
  UNABLE_QUERY_LIGHT_SUFFIX,
  CART_LIMITS,
  CRYPTO_CURRENCIES,
  EXISTING_LOW_BALANCE_SUFFIX,
  OTP_RULES,
  OUTCOME_BY_PHONE_SUFFIX,
  REGISTERED_SMS_CONSENT_SUFFIX,
  VOUCHERS,
} from '@/sandbox/testData';

const doc = readFileSync('docs/sandbox-test-data.md', 'utf8');
const money = (cents: number) => (cents / 100).toFixed(2);

describe('docs/sandbox-test-data.md documents the test data', () => {
  it.each(Object.entries(OUTCOME_BY_PHONE_SUFFIX))('phone suffix %s → %s', (suffix, outcome) => {
    const row = doc.split('\n').find((line) => line.startsWith(`| \`${suffix}\``));
    const word =
      outcome === 'fraudDeclined' ? 'FRAUD_DECLINED' : outcome === 'pendingForever' ? 'forever' : outcome;
    expect(row).toContain(word);
  });

  it('the other phone suffixes, limits, OTP rules, vouchers and crypto currencies', () => {
    for (const suffix of [OTP_RULES.phoneSuffix, EXISTING_LOW_BALANCE_SUFFIX, REGISTERED_SMS_CONSENT_SUFFIX])
      expect(doc).toContain(`\`${suffix}\``);
    expect(doc).toContain(`more than **${CART_LIMITS.perProductCount}** items of one product`);
    expect(doc).toContain(`more than **${money(CART_LIMITS.perProductFaceValueCents)}** of one product`);
    expect(doc).toContain(`more than **${CART_LIMITS.totalCount}** items in the cart`);
    expect(doc).toContain(`more than **${money(CART_LIMITS.totalFaceValueCents)}** in the cart`);
    expect(doc).toContain(`**${money(OTP_RULES.thresholdCents)} or more**`);
    expect(doc).toContain(`within **${OTP_RULES.resendAfterMs / 1000} s**`);
    expect(doc).toContain(`older than **${OTP_RULES.validForMs / 60_000} minutes**`);
    for (const voucher of VOUCHERS) expect(doc).toContain(`\`${voucher.code}\``);
    for (const currency of CRYPTO_CURRENCIES) expect(doc).toContain(`\`${currency}\``);
  });

  it('the number that asks for the code at payment, and the saved card that asks for 3-D Secure', () => {
    const row = (suffix: string) => doc.split('\n').find((line) => line.startsWith(`| \`${suffix}\``));
    expect(row(OTP_RULES.atPaymentSuffix)).toContain('409 OTP_REQUIRED');
    expect(doc).toContain(
      `A number ending with **${OTP_RULES.atPaymentSuffix}** asks for the code only when`,
    );
    expect(row(CARD_CHALLENGE_SUFFIX)).toContain('payment-tokens/confirm');
    expect(doc).toContain(`when the order's phone\nnumber ends with **${CARD_CHALLENGE_SUFFIX}**`);
    expect(doc).toContain(`| the order's phone number ends with \`${CARD_CHALLENGE_SUFFIX}\` | \`payerUrl\``);
  });

  it.each(Object.entries(AUTO_TOPUP_STATUS_BY_PHONE_SUFFIX))(
    'auto top-up suffix %s → %s',
    (suffix, status) => {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${suffix}\``));
      expect(row).toContain(status);
    },
  );

  it('what expires, and when the sandbox looks', () => {
    const days = (ms: number) => ms / (24 * 60 * 60_000);
    expect(doc).toContain(`Every ${PURGE_EVERY_MS / 60_000} minutes the sandbox removes`);
    expect(doc).toContain(`carts nobody changed for ${days(RETENTION.cartIdleMs)} days`);
    expect(doc).toContain(`inbox messages older than ${days(RETENTION.messageMs)} days`);
  });

  it('the low-balance query failure and the rate limits', () => {
    const row = doc.split('\n').find((line) => line.startsWith(`| \`${UNABLE_QUERY_LIGHT_SUFFIX}\``));
    expect(row).toContain('UNABLE_QUERY_AUTO_TOPUP_LIGHT');
    expect(doc).toContain(`sliding window of **${RATE_LIMIT.windowMs / 60_000} minutes**`);
    expect(doc).toContain(
      `From **${RATE_LIMIT.perAccountAndAddress}** failures of one account from one client`,
    );
    expect(doc).toContain(`or **${RATE_LIMIT.perAddress}** of one client address`);
    expect(doc).toContain(
      `also stop at **${RATE_LIMIT.perAccount}** failures of one account from any address`,
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  createPaymentToken,
  decideSandboxPayment,
  deleteAutoTopup,
  deleteLowBalanceAutoTopup,
  deletePaymentToken,
  getOrderDetails,
  getProfile,
  getSandboxInbox,
  listPaymentTokens,
  queryAutoTopups,
  queryLowBalanceLight,
  queryNotRegistered,
  updateAutoTopup,
  type ApiContext,
  type AutoTopup,
} from '@/api';
import { harnessForFile, phoneFor, paymentIdOf } from './harness';
import { buy, errorCodeOf, signedIn, topupProduct, FLOW } from './customers';

const h = harnessForFile();

afterEach(() => {
  vi.useRealTimers();
});

const lowBalance = (limit: number) => ({ autoTopupOption: { lowBalanceOption: { lowBalanceLimit: limit } } });
const monthly = {
  autoTopupOption: { recurringOption: { recurringType: 'MONTHLY' as const, recurringDay: 15 } },
};

async function buyAutoTopups(ctx: ApiContext, tenantId: string, suffix: string, savePayment = true) {
  const product = await topupProduct(ctx);
  const phoneNumber = phoneFor(h.tenant(tenantId), suffix);
  await buy(
    ctx,
    [
      { ...product, phoneNumber, ...lowBalance(2) },
      { ...product, phoneNumber, ...monthly },
    ],
    { savePayment },
  );
  return (await queryAutoTopups(ctx)).rows.filter((row) => row.msisdn === phoneNumber);
}

const change = (tenantId: string, row: AutoTopup, status: 'ENABLED' | 'DISABLED', paymentToken?: string) => ({
  shopId: h.tenant(tenantId).shopId,
  brand: row.brand,
  autoTopupId: row.autoTopupId,
  autoTopupType: row.autoTopupType,
  status,
  ...(paymentToken ? { paymentToken } : {}),
});

/** A card the customer saves from the account page (SPEC §7 payment-tokens/create, then the payer page). */
async function saveCard(ctx: ApiContext) {
  const before = new Set((await listPaymentTokens(ctx)).paymentTokens.map((token) => token.id));
  const { payerUrl } = await createPaymentToken(ctx, { paymentMethod: 'creditcard', deliveryAddress: {} });
  await decideSandboxPayment(ctx, paymentIdOf(payerUrl), 'approve');
  const card = (await listPaymentTokens(ctx)).paymentTokens.find((token) => !before.has(token.id));
  if (!card) throw new Error('no card saved');
  return card.id;
}

describe('auto top-ups bought in checkout', FLOW, () => {
  it('appear in the account of the customer who paid signed in, with the saved card that pays them', async () => {
    const ctx = await signedIn(h, 'fcb', 'auto@example.com');
    const rows = await buyAutoTopups(ctx, 'fcb', '2001');
    const [token] = (await listPaymentTokens(ctx)).paymentTokens;
    const { userId } = await getProfile(ctx);
    expect(rows).toEqual([
      expect.objectContaining({
        autoTopupType: 'LOW_BALANCE',
        status: 'ENABLED',
        lowBalanceLimit: 2,
        autoTopupLight: false,
        paymentToken: token?.id,
        userId,
      }),
      expect.objectContaining({
        autoTopupType: 'RECURRING',
        recurrenceType: 'MONTHLY',
        recurringDay: 15,
        status: 'ENABLED',
      }),
    ]);
    expect(rows[0]).toMatchObject({
      productId: expect.any(String),
      productName: expect.any(String),
      amount: expect.any(Number),
    });
  });

  it('keep the card that pays them listed even when the save box was not ticked: the checkout says it is saved', async () => {
    const ctx = await signedIn(h, 'congstar', 'unticked@example.com');
    const rows = await buyAutoTopups(ctx, 'congstar', '2009', false);
    const tokens = (await listPaymentTokens(ctx)).paymentTokens;
    expect(tokens).toEqual([
      expect.objectContaining({ paymentMethod: 'creditcard', maskedNumber: expect.any(String) }),
    ]);
    expect(rows.map((row) => row.paymentToken)).toEqual([tokens[0]?.id, tokens[0]?.id]);
  });

  it('each is confirmed by e-mail: amount, number, schedule, the saved method charged again, where to cancel', async () => {
    const ctx = await signedIn(h, 'fcb', 'confirmed@example.com');
    await buyAutoTopups(ctx, 'fcb', '2003');
    const mails = (await getSandboxInbox(ctx)).messages
      .filter((message) => message.recipient === 'buyer@example.com')
      .map((message) => message.text);
    const phone = phoneFor(h.tenant('fcb'), '2003');
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`for \\${phone} runs whenever the balance falls below 2\\.00 EUR`)),
        expect.stringMatching(new RegExp(`for \\${phone} runs every month on day 15`)),
      ]),
    );
    for (const mail of mails.slice(0, 2)) {
      expect(mail).toContain('Your saved payment method is charged each time');
      expect(mail).toContain('/account/auto-topups');
    }
  });

  it('an ordered auto top-up keeps its schedule for the result page: day and frequency kind', async () => {
    const ctx = await signedIn(h, 'fcb', 'ordered@example.com');
    const product = await topupProduct(ctx);
    const { orderNumber, cartName } = await buy(ctx, [
      { ...product, phoneNumber: phoneFor(h.tenant('fcb'), '2004'), ...monthly },
    ]);
    const { items } = await getOrderDetails(ctx, { orderNumber, cartName });
    expect(items[0]?.additionalData).toEqual({
      recurrenceType: 'MONTHLY',
      recurringDay: 15,
      autoTopupFrequency: 'MONTHLY',
    });
  });

  it('pause and activate where the shop allows pausing (fcb); delete hides them', async () => {
    const ctx = await signedIn(h, 'fcb', 'pause@example.com');
    const [row] = await buyAutoTopups(ctx, 'fcb', '2002');
    expect(h.tenant('fcb').topup.allowAutoTopupPause).toBe(true);
    expect((await updateAutoTopup(ctx, change('fcb', row!, 'DISABLED'))).autoTopup.status).toBe('DISABLED');
    expect((await updateAutoTopup(ctx, change('fcb', row!, 'ENABLED'))).autoTopup.status).toBe('ENABLED');
    expect(
      await errorCodeOf(updateAutoTopup(ctx, { ...change('fcb', row!, 'DISABLED'), shopId: 'congstar' })),
    ).toBe('TENANT_MISMATCH');
    await deleteAutoTopup(ctx, row!.autoTopupId);
    expect((await queryAutoTopups(ctx)).rows.map((r) => r.autoTopupId)).not.toContain(row!.autoTopupId);
    expect(await errorCodeOf(deleteAutoTopup(ctx, row!.autoTopupId))).toBe('AUTO_TOPUP_NOT_FOUND');
    expect(await errorCodeOf(updateAutoTopup(ctx, change('fcb', row!, 'ENABLED')))).toBe(
      'AUTO_TOPUP_NOT_FOUND',
    );
  });

  it('cannot be paused where the shop does not allow it (congstar); the low-balance delete takes low-balance ones only', async () => {
    const ctx = await signedIn(h, 'congstar', 'nopause@example.com');
    const [low, recurring] = await buyAutoTopups(ctx, 'congstar', '2003');
    expect(await errorCodeOf(updateAutoTopup(ctx, change('congstar', low!, 'DISABLED')))).toBe(
      'AUTO_TOPUP_PAUSE_NOT_ALLOWED',
    );
    expect(await errorCodeOf(deleteLowBalanceAutoTopup(ctx, recurring!.autoTopupId))).toBe(
      'AUTO_TOPUP_NOT_FOUND',
    );
    await deleteLowBalanceAutoTopup(ctx, low!.autoTopupId);
    expect((await queryAutoTopups(ctx)).rows.map((r) => r.autoTopupId)).toEqual([recurring!.autoTopupId]);
  });

  it.each([
    ['9912', 'REJECTED'],
    ['9914', 'INVALID'],
    ['9902', 'REJECTED'],
  ])('a number ending %s gives %s, which cannot be activated', async (suffix, status) => {
    const ctx = await signedIn(h, 'kaufland', `status${suffix}@example.com`);
    const [row] = await buyAutoTopups(ctx, 'kaufland', suffix);
    expect(row?.status).toBe(status);
    expect(await errorCodeOf(updateAutoTopup(ctx, change('kaufland', row!, 'ENABLED')))).toBe(
      'AUTO_TOPUP_INVALID',
    );
  });

  it('deleting the card that pays them makes them invalid (after enabled / after disabled); a new card revives them', async () => {
    const ctx = await signedIn(h, 'fcb', 'invalid@example.com');
    const [low, recurring] = await buyAutoTopups(ctx, 'fcb', '2004');
    await updateAutoTopup(ctx, change('fcb', recurring!, 'DISABLED'));
    await deletePaymentToken(ctx, low!.paymentToken!);
    const statuses = async () => (await queryAutoTopups(ctx)).rows.map((r) => r.status);
    expect(await statuses()).toEqual(['INVALID_AFTER_ENABLED', 'INVALID_AFTER_DISABLED']);
    expect((await updateAutoTopup(ctx, change('fcb', low!, 'DISABLED'))).autoTopup.status).toBe(
      'INVALID_AFTER_DISABLED',
    );
    expect(await errorCodeOf(updateAutoTopup(ctx, change('fcb', low!, 'ENABLED')))).toBe(
      'AUTO_TOPUP_INVALID',
    );
    expect(await errorCodeOf(updateAutoTopup(ctx, change('fcb', low!, 'ENABLED', 'PT-NOT-MINE')))).toBe(
      'PAYMENT_TOKEN_INVALID',
    );
    const card = await saveCard(ctx);
    const revived = await updateAutoTopup(ctx, change('fcb', low!, 'ENABLED', card));
    expect(revived.autoTopup).toMatchObject({ status: 'ENABLED', paymentToken: card });
  });
});

describe('re-activating an invalid auto top-up with another payment method', FLOW, () => {
  it('an INVALID one (number ending 9914) is activated with a valid saved card, a REJECTED one (9912) never', async () => {
    const ctx = await signedIn(h, 'kaufland', 'revive9914@example.com');
    const [invalid] = await buyAutoTopups(ctx, 'kaufland', '9914');
    const [rejected] = await buyAutoTopups(ctx, 'kaufland', '9912');
    const card = await saveCard(ctx);
    expect(await errorCodeOf(updateAutoTopup(ctx, change('kaufland', rejected!, 'ENABLED', card)))).toBe(
      'AUTO_TOPUP_INVALID',
    );
    const revived = await updateAutoTopup(ctx, change('kaufland', invalid!, 'ENABLED', card));
    expect(revived.autoTopup).toMatchObject({ status: 'ENABLED', paymentToken: card });
  });

  it.each([
    ['another customer’s saved card', 'theirs'],
    ['an expired saved card of the customer', 'expired'],
  ] as const)('%s does not re-activate it (PAYMENT_TOKEN_INVALID)', async (_name, kind) => {
    const ctx = await signedIn(h, 'fcb', `revive-${kind}@example.com`);
    const [low] = await buyAutoTopups(ctx, 'fcb', kind === 'theirs' ? '2007' : '2008');
    await deletePaymentToken(ctx, low!.paymentToken!);
    let token: string;
    if (kind === 'theirs') token = await saveCard(await signedIn(h, 'fcb', 'other-revive@example.com'));
    else {
      // saved four years ago, so its card ran out a year ago
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 4 * 365 * 24 * 3600 * 1000 });
      token = await saveCard(ctx);
      vi.useRealTimers();
    }
    expect(await errorCodeOf(updateAutoTopup(ctx, change('fcb', low!, 'ENABLED', token)))).toBe(
      'PAYMENT_TOKEN_INVALID',
    );
    expect((await queryAutoTopups(ctx)).rows.find((r) => r.autoTopupId === low!.autoTopupId)).toMatchObject({
      status: 'INVALID_AFTER_ENABLED',
    });
  });
});

describe('low-balance queries by number', FLOW, () => {
  it('list the number’s low-balance top-ups to its owner; a guest learns nothing of them', async () => {
    const owner = await signedIn(h, 'congstar', 'lbowner@example.com');
    const [low] = await buyAutoTopups(owner, 'congstar', '2005');
    const query = {
      autoTopupTypes: ['LOW_BALANCE' as const],
      msisdn: low!.msisdn!,
      statuses: ['ENABLED' as const, 'DISABLED' as const],
    };
    expect((await queryLowBalanceLight(owner, query)).rows).toEqual([low]);
    expect((await queryLowBalanceLight(h.ctx('congstar'), query)).rows).toEqual([]);
    expect((await queryLowBalanceLight(h.ctx('fcb'), query)).rows).toEqual([]);
    // and a second one for the number is refused at add to cart
    const product = await topupProduct(owner);
    expect(
      await errorCodeOf(
        addToCart(owner, { items: [{ ...product, phoneNumber: low!.msisdn, ...lowBalance(5) }] }),
      ),
    ).toBe('EXISTING_LOW_BALANCE_TOPUP');
  });

  it('answers UNABLE_QUERY_AUTO_TOPUP_LIGHT for the test number ending 9913', async () => {
    const query = {
      autoTopupTypes: ['LOW_BALANCE' as const],
      msisdn: '+491511239913',
      statuses: ['ENABLED' as const],
    };
    expect(await errorCodeOf(queryLowBalanceLight(h.ctx('congstar'), query))).toBe(
      'UNABLE_QUERY_AUTO_TOPUP_LIGHT',
    );
  });

  it('a guest’s light top-up is found from its notification link (hash and code), and only so', async () => {
    const guest = h.ctx('fcb');
    const product = await topupProduct(guest);
    const phoneNumber = phoneFor(h.tenant('fcb'), '2006');
    await buy(guest, [{ ...product, phoneNumber, ...lowBalance(2), autoTopupLight: true }]);
    const text = (await getSandboxInbox(guest)).messages.find((m) => m.recipient === phoneNumber)?.text ?? '';
    const link = new URLSearchParams(text.slice(text.indexOf('?') + 1));
    const key = { hash: link.get('hash') ?? '', notificationCode: link.get('notificationCode') ?? '' };
    expect((await queryNotRegistered(h.ctx('fcb'), key)).rows).toEqual([
      expect.objectContaining({ msisdn: phoneNumber, autoTopupLight: true, status: 'ENABLED', userId: null }),
    ]);
    expect(await errorCodeOf(queryNotRegistered(h.ctx('fcb'), { ...key, hash: 'f'.repeat(32) }))).toBe(
      'UNABLE_QUERY_AUTO_TOPUP_LIGHT',
    );
    expect(await errorCodeOf(queryNotRegistered(h.ctx('kaufland'), key))).toBe(
      'UNABLE_QUERY_AUTO_TOPUP_LIGHT',
    );
  });
});

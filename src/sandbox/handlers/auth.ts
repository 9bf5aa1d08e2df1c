import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import { withPlus } from '@/api/cart';
import { CODE_RESEND_AFTER_SECONDS } from '@/config/constants';
import { authFailures, customers } from '../db/schema';
import { conflict, DomainError, notFound, unprocessable, defineHandler, type HandlerContext } from '../http';
import { sendMessage } from '../inbox';
import { newOtp } from '../ids';
import { assertNotLimited, limited, recordFailure } from '../rateLimit';
import { endOtherSessions, endSession, hashPassword, startSession, verifyPassword } from '../sessions';
import {
  authenticateRoute,
  changePasswordRoute,
  confirmRoute,
  forgotPassRoute,
  registerRoute,
  resendCodeRoute,
  resetPassRoute,
  signOutRoute,
  ssoAuthenticateRoute,
  type User,
} from '@/api/auth';
import { isEmailAddress } from '@/api/email';
import { logger } from '@/observability/log';

type Customer = typeof customers.$inferSelect;

/** A phone user name is kept with its +, whichever way the customer typed it. */
const canonical = (userName: string) =>
  isEmailAddress(userName) ? userName.trim().toLowerCase() : withPlus(userName.trim());

export async function findCustomer(ctx: HandlerContext, userName: string): Promise<Customer | undefined> {
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, ctx.tenant.id), eq(customers.userName, canonical(userName))));
  return customer;
}

const mine = (ctx: HandlerContext, customerId: string) =>
  and(eq(customers.tenantId, ctx.tenant.id), eq(customers.customerId, customerId));

export const userOf = (customer: Customer): User => ({
  isAuthenticated: true,
  email: isEmailAddress(customer.userName) ? customer.userName : null,
  firstName: customer.firstName,
  lastName: customer.lastName,
  phoneNumber: customer.phoneNumber,
});

function assertLoginEnabled(ctx: HandlerContext) {
  if (ctx.tenant.features.authDisabled)
    throw new DomainError(403, 'LOGIN_DISABLED', 'Login is disabled for this shop');
}

const notAuthorized = () => new DomainError(401, 'NotAuthorizedException', 'Incorrect user name or password');

/** The sandbox inbox stands in for the email or SMS a real backend would send. */
async function sendCode(ctx: HandlerContext, recipient: string, purpose: string, code: string) {
  await sendMessage(ctx, recipient, `${purpose} code ${code}`);
  logger.info({ recipient, purpose, code }, 'sandbox: code sent');
}

/**
 * Every registration counts against the limits (ADR 0020), per user name and per address, as a
 * reset request does: each one hashes a password and sends a message, so a public sandbox must not
 * do either without end.
 */
const register = defineHandler(registerRoute, async (ctx, { body }) => {
  assertLoginEnabled(ctx);
  const userName = canonical(body.userName);
  await assertNotLimited(ctx, 'register', userName);
  await recordFailure(ctx, 'register', userName);
  if (!isEmailAddress(userName) && !ctx.tenant.phoneRegistrationAllowed)
    throw new DomainError(400, 'VALIDATION_FAILED', 'This shop registers customers by email address', {
      fields: ['body.userName'],
    });
  if (await findCustomer(ctx, userName)) throw conflict('CUSTOMER_DUPLICATION_ERROR', 'The user name exists');
  const code = newOtp();
  await ctx.db.insert(customers).values({
    tenantId: ctx.tenant.id,
    customerId: randomUUID(),
    userName,
    passwordHash: await hashPassword(body.password),
    confirmed: false,
    code,
    phoneNumber: isEmailAddress(userName) ? null : userName,
    createdAt: Date.now(),
  });
  await sendCode(ctx, userName, 'registration', code);
  return { status: 201, body: { userName, confirmationRequired: true } };
});

/**
 * Registration's code once more: not within CODE_RESEND_AFTER_SECONDS of the last send (429
 * OTP_RESEND_TIME_LIMIT_RESTRICTION with the seconds left), and every send counts against the
 * message limits (ADR 0020), as a reset request does. The same code again, so the first message's
 * code still works when it arrives late. An unknown or confirmed account is answered alike and
 * gets nothing, so the call cannot probe for accounts.
 */
const resendCode = defineHandler(resendCodeRoute, async (ctx, { body }) => {
  assertLoginEnabled(ctx);
  const account = canonical(body.userName);
  const customer = await findCustomer(ctx, account);
  const [resent] = await ctx.db
    .select({ at: max(authFailures.createdAt) })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.tenantId, ctx.tenant.id),
        eq(authFailures.action, 'resendCode'),
        eq(authFailures.account, account),
      ),
    );
  // the registration sent the first code
  const lastSent = Math.max(resent?.at ?? 0, customer?.createdAt ?? 0);
  const waitMs = lastSent + CODE_RESEND_AFTER_SECONDS * 1000 - Date.now();
  if (waitMs > 0)
    throw new DomainError(429, 'OTP_RESEND_TIME_LIMIT_RESTRICTION', 'A code was sent moments ago', {
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  await assertNotLimited(ctx, 'resendCode', account);
  await recordFailure(ctx, 'resendCode', account);
  if (customer && !customer.confirmed && customer.code)
    await sendCode(ctx, customer.userName, 'registration', customer.code);
  return { body: { resendAfterSeconds: CODE_RESEND_AFTER_SECONDS } };
});

/**
 * A code the call does not take. An unknown account, a confirmed one (its code is spent) and a wrong
 * code answer alike, so confirm and reset cannot tell whether an address has an account.
 */
const wrongCode = () => unprocessable('AUTHENTICATION_FAILED', 'The code is not correct');

const confirm = defineHandler(confirmRoute, async (ctx, { body }) =>
  limited(ctx, 'confirm', canonical(body.userName), async () => {
    const customer = await findCustomer(ctx, body.userName);
    if (!customer || customer.confirmed || customer.code !== body.code) throw wrongCode();
    await ctx.db.update(customers).set({ confirmed: true, code: null }).where(mine(ctx, customer.customerId));
    return { body: {} };
  }),
);

/** What an unknown user's password is checked against, so that sign-in takes as long for them. */
let decoyHash: Promise<string> | undefined;

const authenticate = defineHandler(authenticateRoute, async (ctx, { body }) => {
  assertLoginEnabled(ctx);
  return limited(ctx, 'signIn', canonical(body.userName), async () => {
    const customer = await findCustomer(ctx, body.userName);
    decoyHash ??= hashPassword(randomBytes(32).toString('hex'));
    const ok = await verifyPassword(body.password, customer?.passwordHash ?? (await decoyHash));
    if (!customer?.confirmed || !ok) throw notAuthorized();
    return { body: userOf(customer), cookies: [await startSession(ctx, customer.customerId)] };
  });
});

const signOut = defineHandler(signOutRoute, async (ctx) => ({ body: {}, cookies: [await endSession(ctx)] }));

/**
 * Answers the same whether or not the customer exists, so the call cannot probe for accounts (only
 * a known one gets a code and a message: two quick writes, no hashing on either path). Every
 * request counts against the limits: each one sends a message.
 */
const forgotPass = defineHandler(forgotPassRoute, async (ctx, { body }) => {
  const account = canonical(body.identifier);
  await assertNotLimited(ctx, 'forgotPass', account);
  await recordFailure(ctx, 'forgotPass', account);
  const customer = await findCustomer(ctx, body.identifier);
  if (customer) {
    const code = newOtp();
    await ctx.db.update(customers).set({ code }).where(mine(ctx, customer.customerId));
    await sendCode(ctx, customer.userName, 'password reset', code);
  }
  return { body: {} };
});

/**
 * A reset proves the mailbox, so it confirms the account and ends every session of it. The new
 * password is hashed before anything is checked: a wrong code, an unknown account and a reset
 * take the same time.
 */
const resetPass = defineHandler(resetPassRoute, async (ctx, { body }) =>
  limited(ctx, 'resetPass', canonical(body.userName), async () => {
    const passwordHash = await hashPassword(body.password);
    const customer = await findCustomer(ctx, body.userName);
    if (!customer?.code || customer.code !== body.code) throw wrongCode();
    await ctx.db
      .update(customers)
      .set({ passwordHash, code: null, confirmed: true })
      .where(mine(ctx, customer.customerId));
    await endOtherSessions({ ...ctx, cookies: {} }, customer.customerId);
    return { body: {} };
  }),
);

const changePassword = defineHandler(changePasswordRoute, async (ctx, { body }) => {
  const customerId = ctx.customerId ?? '';
  return limited(ctx, 'changePassword', customerId, async () => {
    const [customer] = await ctx.db.select().from(customers).where(mine(ctx, customerId));
    if (!customer) throw notFound('CUSTOMER_NOT_FOUND', 'No such customer');
    if (!(await verifyPassword(body.currentPassword, customer.passwordHash)))
      throw unprocessable('AUTHENTICATION_FAILED', 'The current password is not correct');
    await ctx.db
      .update(customers)
      .set({ passwordHash: await hashPassword(body.newPassword) })
      .where(mine(ctx, customerId));
    await endOtherSessions(ctx, customerId);
    return { body: {}, cookies: [await startSession(ctx, customerId)] };
  });
});

/**
 * The shop's customer portal (in the sandbox: /sandbox/sso) vouches for the phone number and
 * sends the customer back here: the customer of that number is signed in (made on first visit)
 * and goes to the redirect, or the shop's main page. Only shops with a portal accept it.
 */
const ssoAuthenticate = defineHandler(ssoAuthenticateRoute, async (ctx, { body }) => {
  assertLoginEnabled(ctx);
  if (!ctx.tenant.ssoLoginUrl)
    throw new DomainError(401, 'NotAuthorizedException', 'This shop has no single sign-on');
  const userName = canonical(body.msisdn);
  let customer = await findCustomer(ctx, userName);
  if (!customer) {
    [customer] = await ctx.db
      .insert(customers)
      .values({
        tenantId: ctx.tenant.id,
        customerId: randomUUID(),
        userName,
        // the portal holds the credentials: a password nobody knows keeps the sign-in form closed
        passwordHash: await hashPassword(randomBytes(32).toString('hex')),
        confirmed: true,
        phoneNumber: userName,
        createdAt: Date.now(),
      })
      .onConflictDoNothing()
      .returning();
    customer ??= await findCustomer(ctx, userName);
  }
  if (!customer) throw notAuthorized();
  return {
    body: { redirect: body.redirect ?? ctx.tenant.mainPage, user: userOf(customer) },
    cookies: [await startSession(ctx, customer.customerId)],
  };
});

export const authHandlers = [
  register,
  confirm,
  resendCode,
  authenticate,
  signOut,
  forgotPass,
  resetPass,
  changePassword,
  ssoAuthenticate,
];

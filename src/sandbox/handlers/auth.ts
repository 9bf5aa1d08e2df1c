import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, gt } from 'drizzle-orm';
import type { SandboxDb } from '../db/client';
import { customers, messages, sessions } from '../db/schema';
import { conflict, DomainError, notFound, unprocessable, type Handler, type HandlerContext } from '../http';
import { newOtp } from '../ids';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export const SESSION_COOKIE = 'sbx_session';
/** SPEC §9: cookies live 7 days, secure, SameSite Strict. */
const SESSION_MS = 7 * 24 * 60 * 60 * 1000;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, salt, key] = stored.split('$');
  if (!salt || !key) return false;
  const actual = await scryptAsync(password, Buffer.from(salt, 'hex'), 32);
  const expected = Buffer.from(key, 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const cookie = (value: string, maxAgeSeconds: number) =>
  `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAgeSeconds}`;

export async function sessionCustomer(
  db: SandboxDb,
  tenantId: string,
  cookies: Readonly<Record<string, string>>,
): Promise<string | undefined> {
  const token = cookies[SESSION_COOKIE];
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [session] = await db
    .select({ customerId: sessions.customerId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.sessionHash, sha256(token)),
        gt(sessions.expiresAt, Date.now()),
      ),
    );
  return session?.customerId;
}

const normalise = (userName: string) => userName.trim().toLowerCase();

async function findCustomer(ctx: HandlerContext, userName: string) {
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, ctx.tenant.id), eq(customers.userName, normalise(userName))));
  return customer;
}

function assertLoginEnabled(ctx: HandlerContext) {
  if (ctx.tenant.features.authDisabled)
    throw new DomainError(403, 'LOGIN_DISABLED', 'Login is disabled for this shop');
}

async function sendCode(ctx: HandlerContext, recipient: string, purpose: string, code: string) {
  await ctx.db.insert(messages).values({
    tenantId: ctx.tenant.id,
    recipient,
    body: `${ctx.tenant.shortName}: ${purpose} code ${code}`,
    createdAt: Date.now(),
  });
  console.info(`[sandbox] ${purpose} code for ${ctx.tenant.id} ${recipient}: ${code}`);
}

const register: Handler = async (ctx, { body }) => {
  assertLoginEnabled(ctx);
  if (await findCustomer(ctx, body.userName))
    throw conflict('CUSTOMER_DUPLICATION_ERROR', 'The user name exists');
  const code = newOtp();
  await ctx.db.insert(customers).values({
    tenantId: ctx.tenant.id,
    customerId: randomUUID(),
    userName: normalise(body.userName),
    passwordHash: await hashPassword(body.password),
    confirmed: false,
    code,
    createdAt: Date.now(),
  });
  await sendCode(ctx, normalise(body.userName), 'registration', code);
  return { status: 201, body: { userName: normalise(body.userName), confirmationRequired: true } };
};

const confirm: Handler = async (ctx, { body }) => {
  const customer = await findCustomer(ctx, body.userName);
  if (!customer) throw notFound('CUSTOMER_NOT_FOUND', 'No such customer');
  if (customer.confirmed) return { body: {} };
  if (customer.code !== body.code) throw unprocessable('AUTHENTICATION_FAILED', 'The code is not correct');
  await ctx.db
    .update(customers)
    .set({ confirmed: true, code: null })
    .where(and(eq(customers.tenantId, ctx.tenant.id), eq(customers.customerId, customer.customerId)));
  return { body: {} };
};

const authenticate: Handler = async (ctx, { body }) => {
  assertLoginEnabled(ctx);
  const customer = await findCustomer(ctx, body.userName);
  const ok = customer?.confirmed && (await verifyPassword(body.password, customer.passwordHash));
  if (!customer || !ok)
    throw new DomainError(401, 'NotAuthorizedException', 'Incorrect user name or password');
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(sessions).values({
    tenantId: ctx.tenant.id,
    sessionHash: sha256(token),
    customerId: customer.customerId,
    expiresAt: Date.now() + SESSION_MS,
  });
  return {
    body: {
      isAuthenticated: true,
      email: customer.userName.includes('@') ? customer.userName : null,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phoneNumber: customer.phoneNumber,
    },
    cookies: [cookie(token, SESSION_MS / 1000)],
  };
};

const signOut: Handler = async (ctx) => {
  const token = ctx.cookies[SESSION_COOKIE];
  if (token)
    await ctx.db
      .delete(sessions)
      .where(and(eq(sessions.tenantId, ctx.tenant.id), eq(sessions.sessionHash, sha256(token))));
  return { body: {}, cookies: [cookie('', 0)] };
};

/** Answers the same whether or not the customer exists, so the call cannot probe for accounts. */
const forgotPass: Handler = async (ctx, { body }) => {
  const customer = await findCustomer(ctx, body.identifier);
  if (customer) {
    const code = newOtp();
    await ctx.db
      .update(customers)
      .set({ code })
      .where(and(eq(customers.tenantId, ctx.tenant.id), eq(customers.customerId, customer.customerId)));
    await sendCode(ctx, customer.userName, 'password reset', code);
  }
  return { body: {} };
};

const resetPass: Handler = async (ctx, { body }) => {
  const customer = await findCustomer(ctx, body.userName);
  if (!customer?.code || customer.code !== body.code)
    throw unprocessable('AUTHENTICATION_FAILED', 'The code is not correct');
  await ctx.db
    .update(customers)
    .set({ passwordHash: await hashPassword(body.password), code: null, confirmed: true })
    .where(and(eq(customers.tenantId, ctx.tenant.id), eq(customers.customerId, customer.customerId)));
  return { body: {} };
};

const ssoAuthenticate: Handler = async (ctx, { body }) => {
  const portal = ctx.tenant.ssoLoginUrl;
  if (!portal) throw new DomainError(401, 'NotAuthorizedException', 'This shop has no single sign-on');
  const target = new URL(portal);
  target.searchParams.set('msisdn', body.msisdn);
  if (body.redirect) target.searchParams.set('redirect', body.redirect);
  return { body: { redirect: target.toString() } };
};

export const authHandlers: Record<string, Handler> = {
  register,
  confirmAccount: confirm,
  authenticate,
  signOut,
  forgotPass,
  resetPass,
  ssoAuthenticate,
};

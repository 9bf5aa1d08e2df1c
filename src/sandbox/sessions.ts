import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { SandboxDb } from './db/client';
import { sessions } from './db/schema';
import type { HandlerContext } from './http';

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

/** Sessions are stored as SHA-256 of the cookie value, so a database dump cannot be replayed. */
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const presented = (cookies: Readonly<Record<string, string>>): string | undefined => {
  const token = cookies[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
};

function sessionCookie(ctx: HandlerContext, value: string, maxAgeSeconds: number): string {
  const secure = ctx.client.secureCookies ? ' Secure;' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly;${secure} SameSite=Strict; Max-Age=${maxAgeSeconds}`;
}

export async function sessionCustomer(
  db: SandboxDb,
  tenantId: string,
  cookies: Readonly<Record<string, string>>,
): Promise<string | undefined> {
  const token = presented(cookies);
  if (!token) return undefined;
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

/** Ends the session the request presented; answers the cookie that clears it in the browser. */
export async function endSession(ctx: HandlerContext): Promise<string> {
  const token = presented(ctx.cookies);
  if (token)
    await ctx.db
      .delete(sessions)
      .where(and(eq(sessions.tenantId, ctx.tenant.id), eq(sessions.sessionHash, sha256(token))));
  return sessionCookie(ctx, '', 0);
}

/**
 * A new session for the customer, replacing the one the request presented: a fresh value at every
 * sign-in, so a session value planted before sign-in (fixation) never becomes a signed-in one.
 */
export async function startSession(ctx: HandlerContext, customerId: string): Promise<string> {
  await endSession(ctx);
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(sessions).values({
    tenantId: ctx.tenant.id,
    sessionHash: sha256(token),
    customerId,
    expiresAt: Date.now() + SESSION_MS,
  });
  return sessionCookie(ctx, token, SESSION_MS / 1000);
}

/** Ends every session of the customer but the one this request presented (all when it has none). */
export async function endOtherSessions(ctx: HandlerContext, customerId: string): Promise<void> {
  const token = presented(ctx.cookies);
  await ctx.db
    .delete(sessions)
    .where(
      and(
        eq(sessions.tenantId, ctx.tenant.id),
        eq(sessions.customerId, customerId),
        token ? ne(sessions.sessionHash, sha256(token)) : undefined,
      ),
    );
}

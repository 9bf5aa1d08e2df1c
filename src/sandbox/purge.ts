import { and, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { logger } from '@/observability/log';
import type { SandboxDb } from './db/client';
import { authFailures, carts, messages, sessions } from './db/schema';
import { RATE_LIMIT } from './rateLimit';
import { OTP_RULES } from './testData';

/**
 * How long the sandbox keeps what a visitor leaves behind. A public sandbox (SANDBOX=true) gets
 * sessions, carts, codes and messages from anyone, and would otherwise keep every one for ever.
 */
export const RETENTION = {
  /** a cart nobody has changed for this long; the storefront then starts a new one (UNKNOWN_CART) */
  cartIdleMs: 7 * 24 * 60 * 60_000,
  /** a message of the inbox (codes, notification links) */
  messageMs: 7 * 24 * 60 * 60_000,
} as const;

/** How often the sandbox looks, and the most rows of one kind it removes per look. */
export const PURGE_EVERY_MS = 10 * 60_000;
export const PURGE_BATCH = 1_000;

export interface Purged {
  sessions: number;
  carts: number;
  otpCodes: number;
  messages: number;
  authFailures: number;
}

const rowsOf = (result: unknown): number => (result as { rows?: unknown[] }).rows?.length ?? 0;

/** Deletes at most `batch` rows of `table` that match `where`: a look never holds the table long. */
const deleteSome = async (db: SandboxDb, table: PgTable, where: SQL | undefined, batch: number) =>
  rowsOf(
    await db.execute(
      sql`DELETE FROM ${table} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${table} WHERE ${where} LIMIT ${batch})) RETURNING 1`,
    ),
  );

/**
 * One look: removes expired sessions, idle carts (their items go with them), one-time codes past
 * their validity, old messages and failures that have left the rate limits' window, each at most
 * `batch` rows (what is left goes on the next look). Answers how many of each went.
 */
export async function purgeExpired(db: SandboxDb, now = Date.now(), batch = PURGE_BATCH): Promise<Purged> {
  const expiredCodes = and(isNotNull(carts.otpCode), lt(carts.otpSentAt, now - OTP_RULES.validForMs));
  const otpCodes = rowsOf(
    await db.execute(
      sql`UPDATE ${carts} SET otp_code = NULL WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${carts} WHERE ${expiredCodes} LIMIT ${batch})) RETURNING 1`,
    ),
  );
  return {
    sessions: await deleteSome(db, sessions, lte(sessions.expiresAt, now), batch),
    carts: await deleteSome(db, carts, lt(carts.updatedAt, now - RETENTION.cartIdleMs), batch),
    otpCodes,
    messages: await deleteSome(db, messages, lt(messages.createdAt, now - RETENTION.messageMs), batch),
    authFailures: await deleteSome(
      db,
      authFailures,
      lt(authFailures.createdAt, now - RATE_LIMIT.windowMs),
      batch,
    ),
  };
}

/**
 * Runs `look` every `everyMs` (never two at once: a slow look makes the next one wait for the
 * following tick); the timer does not keep the process alive. Answers the function that stops it.
 */
export function everyInterval(look: () => Promise<unknown>, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    look()
      .catch((error: unknown) => logger.error({ err: error }, 'sandbox: a scheduled purge failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}

/** Purges the database every PURGE_EVERY_MS, logging what went when anything did. */
export const schedulePurge = (db: SandboxDb): (() => void) =>
  everyInterval(async () => {
    const purged = await purgeExpired(db);
    if (Object.values(purged).some((count) => count > 0))
      logger.info({ purged }, 'sandbox: expired rows removed');
  }, PURGE_EVERY_MS);

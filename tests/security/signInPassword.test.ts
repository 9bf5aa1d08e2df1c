import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TYPED_PASSWORD_MAX } from '@/api/auth';
import { customers } from '@/sandbox/db/schema';
import { hashPassword } from '@/sandbox/sessions';
import { harnessForFile } from '../sandbox/harness';
import { FLOW } from '../sandbox/customers';
import { codeOf, raw } from '../sandbox/raw';

/*
 * Issue: a sign-in with a password shorter than the registration's rule answered VALIDATION_FAILED
 * (400), where SPEC §8 has NotAuthorizedException for any wrong password: a password set under
 * older rules could not be typed at all, and the answer told a guesser the rule.
 */
const h = harnessForFile();

describe('sign-in takes any password text (SPEC §8)', FLOW, () => {
  const signIn = (userName: string, password: string) =>
    raw(h, 'congstar', 'POST', '/api/auth/authenticate', { userName, password }, { address: '203.0.113.40' });

  it('an account whose password predates the rules signs in with it; a wrong one is NotAuthorizedException', async () => {
    const userName = 'legacy@example.com';
    await h.database.db.insert(customers).values({
      tenantId: 'congstar',
      customerId: randomUUID(),
      userName,
      passwordHash: await hashPassword('abc'),
      confirmed: true,
      createdAt: Date.now(),
    });
    expect((await signIn(userName, 'abc')).status).toBe(200);
    for (const wrong of ['x', '', 'short', 'w'.repeat(TYPED_PASSWORD_MAX)]) {
      const answer = await signIn(userName, wrong);
      expect({ wrong: wrong.length, status: answer.status, code: codeOf(answer) }).toEqual({
        wrong: wrong.length,
        status: 401,
        code: 'NotAuthorizedException',
      });
    }
  });

  it('only a text longer than any password is refused unread', async () => {
    const answer = await signIn('legacy@example.com', 'w'.repeat(TYPED_PASSWORD_MAX + 1));
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('VALIDATION_FAILED');
  });
});

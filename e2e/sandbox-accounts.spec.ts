import { expect, expectNoAxeViolations, shopUrl, tenant, test } from './helpers/shop';

// The sandbox's own pages for accounts (ADR 0011): the customer portal of a single-sign-on shop and
// the inbox with registration codes. The storefront's account screens have specs of their own.

test('fcb: the sandbox portal signs the customer in by phone number and returns to the shop @phone', async ({
  page,
  context,
}) => {
  // the portal, the backend call and the shop's main page are three cold server renders in a row
  test.slow();
  const home = tenant('fcb').mainPage;
  // the shop's sign-in link issues the one-time state the portal hands back (ADR 0045)
  await page.goto(shopUrl('fcb', `/api/sso/portal?redirect=${encodeURIComponent(home)}`));
  await expect(page).toHaveURL(/\/sandbox\/sso\?.*state=/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Phone number').fill('+49 151 1230 4242');
  await page.getByRole('button', { name: 'Sign in and return to the shop' }).click();
  await page.waitForURL(shopUrl('fcb', home));
  const [session] = (await context.cookies(shopUrl('fcb'))).filter((cookie) => cookie.name === 'sbx_session');
  // plain http on localhost: HttpOnly and SameSite=Strict, not Secure (ADR 0011)
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false });
  const profile = await page.evaluate(async () => {
    const response = await fetch('/api/shop/rest/account/profile', { headers: { 'X-Country': 'de' } });
    return (await response.json()) as { phoneNumber?: string };
  });
  expect(profile.phoneNumber).toBe('+4915112304242');
});

test('congstar: a registration code shows on the sandbox inbox', async ({ page }) => {
  await page.goto(shopUrl('congstar', '/sandbox/inbox'));
  const userName = `inbox-${Date.now()}@example.com`;
  const status = await page.evaluate(async (name) => {
    const response = await fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Country': 'de' },
      body: JSON.stringify({ userName: name, password: 'correct horse' }),
    });
    return response.status;
  }, userName);
  expect(status).toBe(201);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: userName }),
  ).toContainText(/registration code \d{6}/);
});

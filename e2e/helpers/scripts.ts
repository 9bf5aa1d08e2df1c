import type { Page } from '@playwright/test';

/**
 * Holds the page's scripts (not the inline ones in the head) until `release()`, so the test acts
 * on the server's HTML first; `hold()` holds the next page's scripts again.
 */
export async function holdScripts(page: Page) {
  let release = () => undefined as void;
  let held = Promise.resolve();
  const hold = () => {
    held = new Promise<void>((resolve) => (release = resolve));
  };
  hold();
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { hold, release: () => release() };
}

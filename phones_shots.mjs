import { chromium } from '@playwright/test';
const port = 3240;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = [
  ['congstar', '/shop/topup/congstar', 'Handynummer', '+31612345678'],
  ['tmobilenl', '/shop/topup/tmobilenl', 'Mobiel nummer', '0612345678'],
];
for (const [w, h, tag] of [[390, 844, 'phone'], [1280, 900, 'desktop']]) {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
    const page = await context.newPage();
    for (const [id, path, , typed] of shots) {
      await page.goto(`http://${id}.localhost:${port}${path}`);
      const phone = page.locator('input[name="phone"]');
      await phone.waitFor();
      await page.waitForTimeout(2500);
      await phone.pressSequentially(typed, { delay: 30 });
      await page.waitForTimeout(800);
      await phone.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/phones_shots/${id}-${tag}-${scheme}.png` });
    }
    await context.close();
  }
}
await browser.close();

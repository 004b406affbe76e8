import { chromium } from '@playwright/test';
const base = 'http://localhost:3450';
const [username, password] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const response = await page.request.post(`${base}/api/login`, { data: { username, password } });
  const { access_token } = await response.json();
  await page.goto(`${base}/api/health`);
  await page.evaluate((t) => localStorage.setItem('access_token', t), access_token);
  for (const [name, path] of [['dashboard', '/dashboard'], ['history', '/dashboard/transaction-history'], ['withdrawal', '/dashboard/make-withdrawal'], ['profile', '/dashboard/profile'], ['verify-identity', '/dashboard/profile/verify-identity'], ['buy', '/dashboard/buy-plan']]) {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(6000);
    await page.screenshot({ path: `/tmp/shots-review/manual-${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();

import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
const busy = () => { const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number); return f[0] + f[1] + f[2] + f[5] + f[6] + f[7]; };
const base = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const variants = JSON.parse(process.argv[2]);
for (const [exe, extra] of variants) {
  const b0 = busy(); const t0 = Date.now();
  const browser = await chromium.launch({ executablePath: exe, args: [...base, ...extra] });
  for (let i = 0; i < 6; i++) {
    const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3100' });
    const page = await context.newPage();
    for (const [path, name] of [['/about-us', 'About Arcvest'], ['/login', 'Sign in'], ['/', null]]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first().waitFor();
      await page.waitForTimeout(300);
    }
    await context.close();
  }
  await browser.close();
  console.log(`${exe.split('/').pop()} ${extra.join(' ')}: wall ${(Date.now() - t0) / 1000}s busy ${(busy() - b0) / 100} core-s`);
}

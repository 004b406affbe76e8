import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, bearer } from '../support/api';
import { expectNoBlockingViolations, THEMES, useTheme } from '../support/axe';
import { signUpInvestor } from '../support/sign-up';

/*
 * Live updates (docs/notifications.md): an admin confirms a deposit in one browser context and the
 * investor's history and bell change in another, without a reload. Each run makes its own investor.
 */

const SHOTS = '/tmp/shots-live-updates';

/** With E2E_SCREENSHOTS=1: the view in the light and the dark theme, for a person to look at. */
async function shoot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Finished transitions: the buttons' colours change over 0.15 s after the theme does.
    await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}-${colorScheme}.png`, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("an admin's confirmation reaches the investor's dashboard, history and bell without a reload", async ({ page, browser }) => {
      const investor = await signUpInvestor(page.request, { prefix: 'live', session: true });
      const [plan] = (await (await page.request.get('/api/plans')).json()) as { id: number; min_amount: number }[];
      const deposit = await page.request.post('/api/deposit', {
        headers: bearer(investor.token),
        data: { plan_id: plan.id, amount: plan.min_amount, payment_method: 'USDT', type: 'deposit', transaction_id: randomBytes(32).toString('hex') },
      });
      expect(deposit.status(), await deposit.text()).toBe(201);

      await page.goto('/api/health');
      await page.evaluate((token) => localStorage.setItem('access_token', token), investor.token);
      await page.goto('/dashboard');
      const activePlans = page
        .getByRole('list', { name: 'Statistics' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Active plans' }) });
      const latest = page.getByRole('region', { name: 'Latest transaction' });
      await expect(activePlans).toContainText('0');
      await expect(latest).toContainText('Pending');
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications');
      // A reload would drop this mark.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      // The admin, in a browser context of their own.
      const adminContext = await browser.newContext();
      try {
        const admin = await apiToken(adminContext.request, 'admin');
        const pending = await adminContext.request.get('/api/all-transactions?type=deposit&status=pending', { headers: bearer(admin) });
        const row = ((await pending.json()) as { items: { id: number; username: string }[] }).items.find((item) => item.username === investor.username);
        expect(row).toBeDefined();
        const confirmed = await adminContext.request.post(`/api/confirm-transaction/${row!.id}`, { headers: bearer(admin) });
        expect(confirmed.status(), await confirmed.text()).toBe(200);
      } finally {
        await adminContext.close();
      }

      // The dashboard's figures change as it stands, then the history (reached by a link, not a reload) has it confirmed.
      await expect(activePlans).toContainText('1');
      await expect(latest).toContainText('Confirmed');
      await latest.getByRole('link', { name: 'Transaction history' }).click();
      const history = page.locator('main');
      await expect(history.getByRole('button').filter({ hasText: 'Deposit' }).filter({ hasText: 'Confirmed' })).toHaveCount(1);
      await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
      expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

      // The panel: keyboard-operable, closed by Escape with the focus back on the bell.
      await bell.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('region', { name: 'Notifications' });
      await expect(panel.getByRole('link', { name: 'Deposit confirmed' })).toBeVisible();
      await shoot(page, 'panel');
      for (const theme of THEMES) {
        await useTheme(page, theme);
        await expectNoBlockingViolations(page, 'the notification panel', width);
      }
      await useTheme(page, 'light');
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(bell).toBeFocused();

      // Marked read one by one, then all, from the page listing them.
      await bell.click();
      await panel.getByRole('button', { name: 'Mark read: Deposit confirmed' }).click();
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
      await panel.getByRole('link', { name: 'See all notifications' }).click();
      await expect(page).toHaveURL(/\/dashboard\/notifications$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await shoot(page, 'page');
      await page.getByRole('button', { name: 'Mark all read' }).click();
      await expect(page.getByText('Everything is read.')).toBeVisible();
      await expect(bell).toHaveAccessibleName('Notifications');
    });
  });
}

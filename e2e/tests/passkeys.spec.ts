import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoBlockingViolations } from '../support/axe';
import { E2E_PORT } from '../support/server';
import { investorWithBalance, me } from '../support/api';
import { signIn, signInThroughApi, signOut } from '../support/session';
import { PASSWORD, passwordStep, totpCode } from '../support/two-factor';
import { INVESTOR_PASSWORD, signUpInvestor } from '../support/sign-up';

/*
 * Passkeys from the investor's side, with Chromium's virtual authenticator (DevTools protocol):
 * one added on the Security page, then a sign-in with it alone, no username. WebAuthn refuses an
 * IP address as the relying party, so the journey runs on http://localhost (a secure context);
 * the server derives the relying party from the request (no PUBLIC_URL here).
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;
const SHOTS = path.join(__dirname, '..', 'screenshots', 'passkeys');

/** With E2E_SCREENSHOTS=1: `target` (the page, or one element) at 1280 then 375 px, for a person to look at. */
async function screenshots(page: Page, name: string, target: (page: Page) => Page | ReturnType<Page['locator']> = (p) => p) {
  if (!process.env.E2E_SCREENSHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px overflows`).toBe(0);
    const shot = target(page);
    const file = path.join(SHOTS, `${name}-${width}.png`);
    if ('goto' in shot) await shot.screenshot({ path: file, fullPage: true });
    else await shot.screenshot({ path: file });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A platform authenticator with user verification, holding discoverable credentials. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Adds a passkey named `name` on the Security page (signed in). */
async function addPasskey(page: Page, name: string) {
  await page.goto(`${ORIGIN}/dashboard/profile/security`);
  const card = page.getByRole('article', { name: 'Passkeys' });
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await card.getByLabel('Passkey name').fill(name);
  await card.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByText('Passkey added.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Your passkeys' })).toContainText(name);
}

test('an investor adds a passkey on the Security page, then signs in with it alone', async ({ page, request }) => {
  const { username } = await signUpInvestor(request, { prefix: 'pk', password: PASSWORD });
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  await signIn(page, username, PASSWORD, ORIGIN);

  const card = page.getByRole('article', { name: 'Passkeys' });
  await test.step('the Security page adds a passkey under a name', async () => {
    await page.goto(`${ORIGIN}/dashboard/profile/security`);
    await expect(card.getByText('No passkeys yet.')).toBeVisible();
    await screenshots(page, 'security-card-empty', () => card);
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(card.getByLabel('Passkey name')).toBeFocused();
    await screenshots(page, 'security-card-adding', () => card);
    await card.getByLabel('Passkey name').fill('Test laptop');
    await card.getByRole('button', { name: 'Create passkey' }).click();
    await expect(page.getByText('Passkey added.')).toBeVisible();
    const list = card.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Test laptop');
    await expect(list).toContainText('Never used');

    // The authenticator holds a discoverable credential, made with user verification.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);
    expect(credentials[0].rpId).toBe('localhost');
    await expectNoBlockingViolations(page, '/dashboard/profile/security (passkeys)', 1280);
    await screenshots(page, 'security-card-one', () => card);
  });

  await test.step('signed out, the sign-in page signs in with the passkey alone', async () => {
    await signOut(page);
    await page.goto(`${ORIGIN}/login`);
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await screenshots(page, 'sign-in-page');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  await test.step('the Security page shows when it was last used, and the sign-in', async () => {
    await page.goto(`${ORIGIN}/dashboard/profile/security`);
    await expect(card.getByRole('list', { name: 'Your passkeys' })).toContainText('Last used');
    await expect(page.getByRole('list', { name: 'Recent sign-ins' }).locator('strong').first()).toHaveText('Signed in');
    await screenshots(page, 'security-card-used', () => card);
  });
});

test('with two-factor sign-in on, a passkey serves in place of the code', async ({ page, request }) => {
  const { username } = await signUpInvestor(request, { prefix: 'pk2', password: PASSWORD });
  await virtualAuthenticator(page);

  await test.step('two-factor sign-in on (through the API), a passkey added on the Security page', async () => {
    const token = await signInThroughApi(page, username, PASSWORD, ORIGIN);
    const headers = { authorization: `Bearer ${token}` };
    const setup = await request.post(`${ORIGIN}/api/two-factor/setup`, { headers });
    const { secret } = (await setup.json()) as { secret: string };
    expect((await request.post(`${ORIGIN}/api/two-factor/enable`, { headers, data: { code: totpCode(secret) } })).status()).toBe(200);
    await addPasskey(page, 'Work laptop');
    await signOut(page);
  });

  await test.step('the password, then Use a passkey instead, leads to the dashboard', async () => {
    await passwordStep(page, username, PASSWORD, ORIGIN);
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    await screenshots(page, 'two-factor-step');
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('a withdrawal is confirmed with a passkey in the review sheet, no code asked', async ({ page, request }) => {
  const investor = await investorWithBalance(request, 300_00);
  await virtualAuthenticator(page);
  await signIn(page, investor.username, INVESTOR_PASSWORD, ORIGIN);
  await addPasskey(page, 'Phone');

  await page.goto(`${ORIGIN}/dashboard/make-withdrawal`);
  const form = page.getByRole('form', { name: 'Withdrawal' });
  await form.getByLabel('Amount ($)').fill('120');
  await form.getByLabel('Payment option').selectOption('Bitcoin');
  await form.getByLabel('Address', { exact: true }).fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await form.getByRole('button', { name: 'Proceed' }).click();
  const sheet = page.getByRole('dialog', { name: 'Review your withdrawal' });
  await sheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await sheet.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transaction-history$/);
  expect((await me(request, investor.token)).wallet).toBe(180_00);
});

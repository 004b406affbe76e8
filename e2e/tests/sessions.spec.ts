import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { PASSWORD } from '../support/two-factor';
import { signUpInvestor } from '../support/sign-up';

/** The Security page lists every browser signed in, and Sign out on one ends that one at once. */
test('the sessions list shows two browsers, and Sign out on one ends it at once', async ({ browser, request }) => {
  const { username } = await signUpInvestor(request, { prefix: 'ss', password: PASSWORD });
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const here = await first.newPage();
    const there = await second.newPage();
    await signIn(there, username, PASSWORD);
    await signIn(here, username, PASSWORD);

    await here.goto('/dashboard/profile/security');
    const sessions = here.getByRole('list', { name: 'Active sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    const current = sessions.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(current).toHaveCount(1);
    await expect(current.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);

    // The other browser still works until it is signed out.
    const meStatus = () =>
      there.evaluate(async () => {
        const token = localStorage.getItem('access_token');
        return (await fetch('/api/me', { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status;
      });
    expect(await meStatus()).toBe(200);

    await sessions
      .getByRole('listitem')
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^Sign out/ })
      .click();
    await expect(here.getByText('That session is signed out.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // At once: the other browser's very next request is refused, and its next page asks it to sign in.
    expect(await meStatus()).toBe(401);
    await there.goto('/dashboard/profile');
    await expect(there).toHaveURL(/\/login$/);
    // This browser is still signed in.
    await here.reload();
    await expect(here.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
  } finally {
    await first.close();
    await second.close();
  }
});

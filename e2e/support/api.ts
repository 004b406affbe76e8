import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './server';
import { signUpInvestor } from './sign-up';

/** Signs in through the API; the bearer token. */
export async function apiToken(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await request.post('/api/login', { data: { username, password } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function me(request: APIRequestContext, token: string): Promise<{ id: number; wallet: number }> {
  const answer = await request.post('/api/me', { headers: bearer(token) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { id: number; wallet: number };
}

/** Admin bonuses and fees for a user, in cents, each with its reason: history the tests can recognise. */
export async function adjustWallet(request: APIRequestContext, userId: number, changes: { bonus?: number; fee?: number; reason: string }[]) {
  const admin = await apiToken(request, 'admin');
  for (const { bonus, fee, reason } of changes) {
    const answer =
      bonus === undefined
        ? await request.post(`/api/charge-fee/${userId}`, { headers: bearer(admin), data: { fee, reason } })
        : await request.post(`/api/give-bonus/${userId}`, { headers: bearer(admin), data: { bonus, reason } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

/** en-US dollars, written here rather than imported, so a test does not reuse the code it checks. */
export const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * A new level-1 investor with `bonusCents` in the wallet, from an admin bonus. Each call makes its
 * own user, so a test repeats on one server.
 */
export async function investorWithBalance(request: APIRequestContext, bonusCents: number) {
  const { username, token, id } = await signUpInvestor(request, { prefix: 'w', session: true });
  await adjustWallet(request, id, [{ bonus: bonusCents, reason: 'Opening balance' }]);
  return { username, token, id };
}

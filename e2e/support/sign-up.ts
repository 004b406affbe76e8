import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The password of the investors `signUpInvestor` makes unless told another. */
export const INVESTOR_PASSWORD = 'correct horse battery';

export interface SignUpOptions {
  /** The username's start; eight random hex digits follow, so runs on one server never meet. */
  prefix?: string;
  /** The whole username, when a test needs one of a given length. */
  username?: string;
  password?: string;
  firstname?: string;
  lastname?: string;
  /** As the sign-up form's select names it. */
  country?: string;
  /** The server under test by default. */
  origin?: string;
  /** Through the page only: the referral code the link carries (`/signup/<code>`). */
  referral?: string;
  /**
   * Through the page only: false leaves the terms box unticked and submits once, for a test of
   * the refusal, which then ticks it and submits again itself.
   */
  acceptTerms?: boolean;
  /** Also signs in through the API: the bearer token and the user's id come back. */
  session?: boolean;
}

export interface NewInvestor {
  username: string;
  email: string;
  password: string;
}

export interface NewInvestorSession extends NewInvestor {
  token: string;
  id: number;
}

const isPage = (via: Page | APIRequestContext): via is Page => 'goto' in via;

/**
 * A new level-1 investor, signed up through the sign-up page (`via` a page, which ends on the
 * login page) or through POST /api/signup (`via` a request context). With `session`, signed in
 * through the API too; otherwise no session exists, for tests that count them.
 */
export async function signUpInvestor(via: Page | APIRequestContext, options: SignUpOptions & { session: true }): Promise<NewInvestorSession>;
export async function signUpInvestor(via: Page | APIRequestContext, options?: SignUpOptions): Promise<NewInvestor>;
export async function signUpInvestor(via: Page | APIRequestContext, options: SignUpOptions = {}): Promise<NewInvestor | NewInvestorSession> {
  const username = options.username ?? `${options.prefix ?? 'i'}${randomBytes(4).toString('hex')}`;
  const investor = { username, email: `${username}@example.com`, password: options.password ?? INVESTOR_PASSWORD };
  const details = {
    firstname: options.firstname ?? 'Tess',
    lastname: options.lastname ?? 'Fenwick',
    country: options.country ?? 'Canada',
    gender: 'female',
    age: '1990-02-02',
  };
  const origin = options.origin ?? '';

  if (isPage(via)) {
    await via.goto(`${origin}/signup${options.referral ? `/${options.referral}` : ''}`);
    if (options.referral) await expect(via.getByLabel(/Referral ID/)).toHaveValue(options.referral);
    await via.getByLabel('First name').fill(details.firstname);
    await via.getByLabel('Last name').fill(details.lastname);
    await via.getByLabel('Username').fill(username);
    await via.getByLabel('Email').fill(investor.email);
    await via.getByLabel('Gender').selectOption(details.gender);
    await via.getByLabel('Country').selectOption(details.country);
    await via.getByLabel('Date of birth').fill(details.age);
    await via.getByLabel('Password', { exact: true }).fill(investor.password);
    await via.getByLabel('Confirm password', { exact: true }).fill(investor.password);
    if (options.acceptTerms !== false) await via.getByRole('checkbox').check();
    await via.getByRole('button', { name: /sign up|create account|register/i }).click();
    if (options.acceptTerms !== false) await expect(via).toHaveURL(/\/login$/);
  } else {
    const signup = await via.post(`${origin}/api/signup`, {
      data: { ...details, username, email: investor.email, referred_by: '', password: investor.password, password_confirmation: investor.password },
    });
    expect(signup.status(), await signup.text()).toBe(201);
  }
  if (!options.session) return investor;

  const request = isPage(via) ? via.request : via;
  const login = await request.post(`${origin}/api/login`, { data: { username, password: investor.password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const me = await request.post(`${origin}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.ok()).toBe(true);
  return { ...investor, token, id: ((await me.json()) as { id: number }).id };
}

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from '../support/hydration';
import { startLocalSmtp } from '../../api/test/smtp';
import { nextMailTo } from '../support/mail';
import { DEMO_PASSWORD, E2E_PORT, startServer } from '../support/server';
import { signIn } from '../support/session';

interface SiteConfig {
  name: string;
  supportEmail: string;
  phone: string;
  postalAddress: string;
  certificateUrl: string;
}

async function siteConfig(request: APIRequestContext): Promise<{ site: SiteConfig; demo: boolean }> {
  const response = await request.get('/config.json');
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The public site's footer: contact details from /config.json and this year's copyright. */
async function expectFooter(page: Page, site: SiteConfig) {
  const footer = page.locator('footer').filter({ has: page.getByRole('navigation', { name: 'Footer' }) });
  await expect(footer).toBeVisible();
  await expect(footer.getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', `mailto:${site.supportEmail}`);
  await expect(footer.getByRole('link', { name: site.phone })).toBeVisible();
  await expect(footer.getByText(site.postalAddress)).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.name}`)).toBeVisible();
}

/**
 * Records, on the page's own clock (from its navigation), when the one-second loader's CSS ended it
 * (its `page-loader-done` animation, shared/src/ui/page-loader.css): a test-side clock, or polling
 * for a loader that is there for a second only, would read a busy machine's delays instead.
 */
async function recordLoaderEnd(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      'animationend',
      (event) => {
        if (event.animationName === 'page-loader-done') (window as unknown as { loaderEndedAt: number }).loaderEndedAt = performance.now();
      },
      true,
    );
  });
}

/** The loader was in the page from its HTML, over the content, and CSS ended it no sooner than a second after the request. */
async function expectLoaderSecond(page: Page) {
  const endedAt = await (await page.waitForFunction(() => (window as unknown as { loaderEndedAt?: number }).loaderEndedAt)).jsonValue();
  expect(endedAt).toBeGreaterThanOrEqual(1000);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

/** Opens an info page and checks the 1-second brand loader over it, then its heading. */
async function openInfoPage(page: Page, path: string, title: string) {
  await recordLoaderEnd(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expectLoaderSecond(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const INFO_PAGES = [
  { path: '/about-us', title: 'About Arcvest' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions' },
  { path: '/terms', title: 'Terms and Conditions' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
] as const;

const FORM_PAGES = [
  { path: '/signup', title: 'Create your account' },
  { path: '/login', title: 'Sign in' },
  { path: '/forgot-password', title: 'Forgot password' },
  { path: '/reset-user-password', title: 'Set a new password' },
] as const;

test.describe('public routes', () => {
  for (const { path, title } of INFO_PAGES) {
    test(`${path} shows the loader, then "${title}", the support contact and the footer`, async ({ page, request }) => {
      const { site } = await siteConfig(request);
      await openInfoPage(page, path, title);
      await expect(page.getByRole('main').getByRole('link', { name: site.supportEmail }).first()).toBeVisible();
      await expectFooter(page, site);
    });
  }

  for (const { path, title } of FORM_PAGES) {
    test(`${path} shows "${title}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    });
  }

  test('/terms shows the same terms as /terms-and-conditions: 10 numbered sections and the minimum age of 18', async ({ page }) => {
    const sectionsOf = async (path: string) => {
      await openInfoPage(page, path, 'Terms and Conditions');
      const article = page.getByRole('article');
      const sections = article.getByRole('list').first().locator(':scope > li');
      await expect(sections).toHaveCount(10);
      await expect(article).toContainText(/at least 18 years/);
      return sections.getByRole('heading', { level: 2 }).allTextContents();
    };
    const long = await sectionsOf('/terms-and-conditions');
    const short = await sectionsOf('/terms');
    expect(short).toEqual(long);
    expect(long).toHaveLength(10);
  });

  test('info pages: Get Started goes to sign-up when signed out and to the dashboard when signed in', async ({ page }) => {
    for (const { path, title } of INFO_PAGES) {
      await openInfoPage(page, path, title);
      await page.getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL(/\/signup$/);
    }
    await signIn(page, 'investor');
    for (const { path, title } of INFO_PAGES) {
      await openInfoPage(page, path, title);
      await page.getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('info pages: Download Certificate is a link to /certificate, a PDF marked SAMPLE in the demo', async ({ page, request }) => {
    const { demo } = await siteConfig(request);
    for (const { path, title } of INFO_PAGES) {
      await openInfoPage(page, path, title);
      const link = page.getByRole('link', { name: /Download Certificate/ });
      await expect(link).toHaveAttribute('href', '/certificate');
      if (demo) await expect(link).toContainText('SAMPLE');
    }
    const response = await request.get('/certificate');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (demo) expect(body.toString('latin1')).toContain('SAMPLE');
  });
});

/** Blocks TradingView (script host and widget frames) and counts the requests made to it, per script. */
async function blockTradingView(page: Page) {
  const requested: string[] = [];
  const abort = async (route: import('@playwright/test').Route) => {
    requested.push(route.request().url());
    await route.abort('blockedbyclient');
  };
  await page.route('**/*tradingview*/**', abort);
  await page.route(/^https:\/\/s3\.tradingview\.com\//, abort);
  await page.route(/^https:\/\/[^/]*tradingview(-widget)?\.com\//, abort);
  return {
    /** How many times each widget script was asked for. */
    scriptCounts: () => {
      const counts = new Map<string, number>();
      for (const url of requested.filter((address) => /\.js(\?|$)/.test(address))) counts.set(url, (counts.get(url) ?? 0) + 1);
      return counts;
    },
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

test.describe('home page', () => {
  test('plans: one card per plan with title, daily roi, duration, total returns, capital return and USD amounts', async ({ page, request }) => {
    const plans: { id: number; title: string; roi: number; duration: number; min_amount: number; max_amount: number }[] = await (
      await request.get('/api/plans')
    ).json();
    expect(plans.length).toBeGreaterThan(0);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Investment plans' });
    await expect(section.getByRole('article')).toHaveCount(plans.length);
    for (const plan of plans) {
      const card = section.getByRole('article', { name: `${plan.title} plan` });
      await expect(card).toContainText(`${plan.roi}% daily`);
      await expect(card).toContainText(`Duration${plan.duration} days`);
      await expect(card).toContainText(`Total returns${Math.round(plan.roi * plan.duration * 100) / 100}%`);
      await expect(card).toContainText('Capital returnYes');
      await expect(card).toContainText(`${usd.format(plan.min_amount / 100)} – ${usd.format(plan.max_amount / 100)}`);
      // The fee is known before signing up, let alone paying (docs/fees.md: $20, $10 in USDT).
      await expect(card).toContainText('Deposit fee$20.00 in BTC, ETH, XRP or SOL; $10.00 in USDT; none from the account balance');
      await expect(card).toContainText(
        `Paid in totalAmount plus fee, e.g. ${usd.format((plan.min_amount + 20_00) / 100)} for ${usd.format(plan.min_amount / 100)} in BTC`,
      );
    }

    // At 1280 px: as many columns as cards (no blank column), the buttons on one line, and each
    // amount range on one line.
    await page.setViewportSize({ width: 1280, height: 900 });
    const cards = section.getByRole('article');
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
    const grid = await section.locator('.plan-grid').boundingBox();
    if (plans.length <= 3) expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeGreaterThan(grid!.x + grid!.width - 2);
    const buttons = await Promise.all((await section.getByRole('button', { name: /Get started/i }).all()).map((button) => button.boundingBox()));
    expect(new Set(buttons.map((box) => Math.round(box!.y))).size).toBe(1);
    for (const range of await section.locator('.plan-amount-range').all()) {
      const [box, lineHeight] = [await range.boundingBox(), await range.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))];
      expect(box!.height).toBeLessThan(lineHeight * 1.5);
    }
  });

  test("a plan card's Get started goes to sign-up when signed out and to buy-plan when signed in", async ({ page }) => {
    const planButton = page
      .getByRole('region', { name: 'Investment plans' })
      .getByRole('button', { name: /Get started/i })
      .first();
    await page.goto('/');
    await planButton.click();
    await expect(page).toHaveURL(/\/signup$/);
    await signIn(page, 'investor');
    await page.goto('/');
    await planButton.click();
    await expect(page).toHaveURL(/\/dashboard\/buy-plan$/);
  });

  test.describe('sections', () => {
    test("the hero's Get started goes to sign-up when signed out and to the dashboard when signed in", async ({ page }) => {
      const heroButton = page.getByRole('main').getByRole('link', { name: /^Get started$/i });
      await page.goto('/');
      await heroButton.click();
      await expect(page).toHaveURL(/\/signup$/);
      await signIn(page, 'investor');
      await page.goto('/');
      await heroButton.click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('shows the loader, then the sections in the order of the spec', async ({ page, request }) => {
      const { site } = await siteConfig(request);
      await blockTradingView(page);
      await recordLoaderEnd(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expectLoaderSecond(page);
      const main = page.getByRole('main');
      const hero = main.getByRole('heading', { level: 1 });
      await expect(hero).toBeVisible();

      const parts = {
        hero,
        getStarted: main.getByRole('link', { name: /^Get started$/i }),
        ticker: main.getByRole('region', { name: 'Market prices' }),
        why: main.getByRole('region', { name: /^Why/ }),
        plans: main.getByRole('region', { name: 'Investment plans' }),
        screener: main.getByRole('region', { name: /screener/i }),
        howItWorks: main.getByRole('region', { name: /How it works/i }),
        faq: main.getByRole('region', { name: /FAQ|Frequently asked/i }),
        coins: main.getByRole('img', { name: 'Bitcoin', exact: true }),
        footer: page.getByRole('navigation', { name: 'Footer' }),
      };
      const tops: number[] = [];
      for (const [name, locator] of Object.entries(parts)) {
        await expect(locator, name).toBeVisible();
        tops.push((await locator.boundingBox())!.y);
      }
      expect(tops, `top of ${Object.keys(parts).join(', ')}`).toEqual([...tops].sort((a, b) => a - b));

      await expect(parts.why.getByRole('heading', { level: 3 })).toHaveCount(5);
      await expect(parts.howItWorks.getByRole('listitem')).toHaveCount(4);
      for (const step of [/sign up/i, /deposit/i, /trade/i, /withdraw/i]) await expect(parts.howItWorks).toContainText(step);
      await expect(parts.faq.getByRole('button', { expanded: false })).toHaveCount(14);
      for (const coin of ['Bitcoin', 'Ethereum', 'Ripple', 'Tether (USDT)', 'Solana']) {
        await expect(main.getByRole('img', { name: coin, exact: true })).toBeVisible();
      }
      await expectFooter(page, site);
    });

    test('FAQ: one answer open at a time; clicking the open question closes it', async ({ page }) => {
      await page.goto('/');
      const faq = page.getByRole('region', { name: /FAQ|Frequently asked/i });
      const questions = faq.getByRole('button');
      await expect(questions).toHaveCount(14);
      const first = questions.nth(0);
      const second = questions.nth(1);
      const expanded = faq.getByRole('button', { expanded: true });

      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(expanded).toHaveCount(1);
      const firstAnswer = page.locator(`#${await first.getAttribute('aria-controls')}`);
      await expect(firstAnswer).toBeVisible();

      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(firstAnswer).toBeHidden();
      await expect(expanded).toHaveCount(1);

      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await expect(expanded).toHaveCount(0);
    });

    test('with TradingView blocked: our own price strip and screener table from /api/crypto-prices; each widget script asked for at most once', async ({
      page,
      request,
    }) => {
      const tradingView = await blockTradingView(page);
      const prices: Record<string, { usd: number }> = await (await request.get('/api/crypto-prices')).json();
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Market prices' });
      await expect(strip).toBeVisible();
      for (const coin of ['bitcoin', 'ethereum', 'solana']) {
        await expect(strip).toContainText(usd.format(prices[coin].usd));
      }
      const screener = page.getByRole('region', { name: /screener/i });
      await expect(screener.getByText(/could not be loaded/i)).toBeVisible({ timeout: 15_000 });
      for (const coin of ['bitcoin', 'ethereum', 'solana']) {
        await expect(screener.getByRole('table')).toContainText(usd.format(prices[coin].usd));
      }
      await expect(screener.locator('iframe')).toHaveCount(0);

      // One page view asks for each widget script once (not once per render or per retry).
      const counts = tradingView.scriptCounts();
      expect(counts.size, 'widget scripts requested').toBeGreaterThan(0);
      for (const [url, count] of counts) expect(count, url).toBeLessThanOrEqual(1);
    });
  });
});

test.describe('top navigation', () => {
  test('signed out: Sign in and Register; signed in: Dashboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About us', 'T & C', 'Privacy Policy', 'Sign in', 'Register']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    await signIn(page, 'investor');
    await page.goto('/about-us');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('at 375 px: Register is hidden in the top bar and offered in the menu; the menu opens, closes on an outside click, and a link click closes it and navigates', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    // The page comes as HTML: its menu answers once the script has hydrated it.
    await hydrated(page, '.menu-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Register' })).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'About us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');

    // A click below the open menu, on the page itself.
    await page.mouse.click(187, 780);
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'About Arcvest' })).toBeVisible();
  });

  test('every route change scrolls to the top', async ({ page }) => {
    // A low window, so the sign-up form (shown at once, no loader) is taller than it: without the
    // reset, the browser would keep the old scroll position there.
    await page.setViewportSize({ width: 1280, height: 400 });
    const footerNav = page.getByRole('navigation', { name: 'Footer' });
    const scrollY = () => page.evaluate(() => window.scrollY);
    const hops = [
      { from: '/terms-and-conditions', heading: 'Terms and Conditions', link: 'Register', to: /\/signup$/ },
      { from: '/privacy-policy', heading: 'Privacy Policy', link: 'About us', to: /\/about-us$/ },
      { from: '/about-us', heading: 'About Arcvest', link: 'Register', to: /\/signup$/ },
      { from: '/', heading: undefined, link: 'T & C', to: /\/terms-and-conditions$/ },
    ];
    for (const { from, heading, link, to } of hops) {
      await page.goto(from);
      await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
      await footerNav.scrollIntoViewIfNeeded();
      await expect.poll(scrollY).toBeGreaterThan(200);
      await footerNav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(to);
      await expect.poll(scrollY).toBe(0);
    }
  });
});

test('password reset through a real SMTP server: the emailed code sets a new password and ends old sessions', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const smtp = await startLocalSmtp();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const oldContext = await browser.newContext();
  const context = await browser.newContext();
  try {
    server = await startServer(E2E_PORT + 3, { SMTP_URL: smtp.url });
    const origin = server.baseURL;
    const newPassword = 'a brand new passphrase';

    // An old session, signed in with the old password.
    const oldPage = await oldContext.newPage();
    await signIn(oldPage, 'investor', DEMO_PASSWORD, origin);
    const oldToken = await oldPage.evaluate(() => localStorage.getItem('access_token'));
    expect(oldToken).toBeTruthy();
    const me = (token: string) => request.post(`${origin}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me(oldToken!)).status()).toBe(200);

    const page = await context.newPage();
    await page.goto(`${origin}/forgot-password`);
    await page.getByLabel('Email').fill('investor@example.com');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page).toHaveURL(/\/reset-user-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();

    const email = await nextMailTo(smtp, 'investor@example.com');
    const code = /password is: (\d{6})/.exec(email.body)?.[1];
    expect(code, email.body).toMatch(/^\d{6}$/);

    await page.getByLabel('Code').fill(code!);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();

    // The old password fails...
    await page.getByLabel('Username or email').fill('investor');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // ...the new one works...
    await signIn(page, 'investor', newPassword, origin);

    // ...and the old session is over: for the API and for the page that held it.
    expect((await me(oldToken!)).status()).toBe(401);
    await oldPage.reload();
    await expect(oldPage).toHaveURL(/\/login$/);
  } finally {
    await context.close();
    await oldContext.close();
    server?.stop();
    await smtp.close();
  }
});

import { expect, test, type Page } from '@playwright/test';
import { adjustWallet, apiToken, bearer, investorWithBalance } from '../support/api';
import { expectNoBlockingViolations } from '../support/axe';
import { hydrated } from '../support/hydration';
import { signUpInvestor, INVESTOR_PASSWORD } from '../support/sign-up';
import { signIn, signInThroughApi } from '../support/session';
import { confirmInSheet, outboxMailbox } from '../support/step-up';

/*
 * The public site in the visitor's language (docs/i18n.md): chosen from the browser's
 * Accept-Language, then by the footer's selector (kept in the `lang` cookie), each language at URLs
 * of its own (/es/...); Arabic mirrors the page.
 */

const SPANISH_WHY = 'Por qué elegir nuestros planes';
const ARABIC_WHY = 'لماذا تختار خططنا';

test.beforeEach(async ({ page }) => {
  await page.route(/tradingview/, (route) => route.abort('blockedbyclient'));
});

test.describe('a visitor whose browser asks for Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets the home page in Spanish at its Spanish URL, in the HTML the server sends and after the script runs', async ({ page, request }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html', 'accept-language': 'es-ES,es;q=0.9' } })).text();
    expect(html).toContain('<html lang="es" dir="ltr"');
    expect(html).toContain(SPANISH_WHY);
    expect(html).toContain('<title>Arcvest: planes cripto a plazo fijo con rentabilidad diaria</title>');

    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: SPANISH_WHY })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Quiénes somos' })).toBeVisible();
    await hydrated(page, '#why-heading');
    // The FAQ's answers are rendered by the script, from the Spanish catalogue.
    await page.getByRole('button', { name: '¿Cómo empiezo?' }).click();
    await expect(page.getByText('Regístrese, inicie sesión')).toBeVisible();
    // Links keep the language: the sign-up page, in Spanish, with its Spanish title.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Registrarse' }).click();
    await expect(page).toHaveURL(/\/es\/signup$/);
    await expect(page).toHaveTitle('Cree su cuenta · Arcvest');
  });
});

test('switching to Arabic mirrors the page, keeps the contact details left to right and holds on the next visit', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await hydrated(page, '#why-heading');
  await page.getByLabel('Language').selectOption('ar');

  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: ARABIC_WHY })).toBeVisible();
  const email = page.locator('.site-footer-contact a[href^="mailto:"]');
  await expect(email).toHaveCSS('direction', 'ltr');
  // Mirrored: the first benefit card starts at the right of its row.
  const [first, second] = await page.locator('.benefit-card').evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().left));
  expect(first).toBeGreaterThan(second);

  // The next visit to the site's own address comes back in Arabic, from the server's first HTML.
  await page.goto('/about-us');
  await expect(page).toHaveURL(/\/ar\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'lang');
  const html = await (await request.get('/', { headers: { accept: 'text/html', cookie: `lang=${cookie?.value}` } })).text();
  expect(html).toContain('<html lang="ar" dir="rtl"');

  // And back to English, at the site's own URLs.
  await hydrated(page);
  await page.getByLabel('اللغة').selectOption('en');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

/**
 * The texts a visitor reads on the page that are not in the catalogues: in the pseudo-locale every
 * catalogued text is wrapped in ⟦…⟧ (a message with a link inside wraps the link too), so any run
 * of two ASCII letters left outside those marks, in the page's text, its labels or its title, is
 * English the code wrote without a message. Data (names, amounts, addresses) is marked
 * `translate="no"`, dates are `<time>` elements (the pseudo-locale formats as English), and texts
 * the server wrote (notifications, device names; English until the API speaks the reader's
 * language) are marked `data-server-text`: all three are skipped.
 */
async function untranslatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const check = (text: string, where: string) => {
      // Innermost first: a message's value may be a message itself (a coin list's network note).
      let left = text;
      while (/⟦[^⟦⟧]*⟧/.test(left)) left = left.replace(/⟦[^⟦⟧]*⟧/g, '\n');
      for (const part of left.split('\n')) {
        if (/[A-Za-z]{2}/.test(part)) found.push(`${where}: ${part.replace(/\s+/g, ' ').trim()}`);
      }
    };
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const skipped of body.querySelectorAll('script, style, noscript, [translate="no"], time, [data-server-text]')) skipped.remove();
    check(body.textContent ?? '', 'text');
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (element.closest('[translate="no"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) check(value, `${element.tagName.toLowerCase()}[${name}]`);
      }
    }
    check(document.title.replace(/Arcvest/g, ''), 'title');
    return found;
  });
}

test('a page in Spanish is hydrated in place: the heading the server sent is the one React keeps', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { sentHeading: Element | null }).sentHeading = document.querySelector('main h1');
    });
  });
  await page.goto('/es/about-us');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Acerca de Arcvest' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sentHeading: Element | null }).sentHeading === document.querySelector('main h1'))).toBe(true);
});

test('an investor whose saved language is Portuguese gets the site in it on signing in, and from the server after', async ({ page, request }) => {
  const investor = await signUpInvestor(request, { session: true });
  const saved = await request.put('/api/me/locale', { headers: bearer(investor.token), data: { locale: 'pt-BR' } });
  expect(saved.status(), await saved.text()).toBe(200);

  // Signing in from an English page, with an English browser.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Username or email').fill(investor.username);
  await page.getByLabel('Password', { exact: true }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeAttached();
  // The dashboard's frame: its menu.
  await expect(page.getByRole('link', { name: 'Comprar plano' }).first()).toBeAttached();

  // The site's own address now comes in Portuguese, at its Portuguese URL, from the first HTML.
  await page.goto('/');
  await expect(page).toHaveURL(/\/pt-br$/);
  await expect(page.getByRole('heading', { name: 'Por que escolher nossos planos' })).toBeVisible();
});

test("a Portuguese investor's dashboard shows amounts and dates in Portuguese, and a withdrawal the server refuses says why in Portuguese", async ({
  page,
  request,
}) => {
  const { username, token, id } = await investorWithBalance(request, 300_00);
  expect((await request.put('/api/me/locale', { headers: bearer(token), data: { locale: 'pt-BR' } })).status()).toBe(200);
  await signIn(page, username, INVESTOR_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  // The overview: the balance as Brazil writes dollars, the opening bonus dated in Portuguese.
  await page.getByRole('button', { name: 'Mostrar valores' }).click();
  await expect(page.getByText('US$\u00a0300,00').first()).toBeVisible();
  await expect(page.getByText(/ · Confirmada · \d{1,2} de [a-zç]{3,4}\.? de \d{4}/)).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Fazer saque' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fazer saque' })).toBeVisible();
  await page.getByLabel('Valor ($)').fill('200');
  await page.getByLabel('Forma de pagamento').selectOption('Bitcoin');
  await page.getByLabel('Endereço', { exact: true }).fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const sheet = page.getByRole('dialog', { name: 'Revise seu saque' });
  await expect(sheet).toBeVisible();
  // Meanwhile an admin takes $150 back: the page still believes $300, the server knows $150.
  await adjustWallet(request, id, [{ fee: 150_00, reason: 'Correction' }]);
  const refusal = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/withdraw');
  // The code comes by email in the account's language.
  await confirmInSheet(sheet, 'Confirmar saque', await outboxMailbox(), `${username}@example.com`, {
    codeLabel: 'Código do e-mail',
    subject: /^Subject: Confirme seu saque na Arcvest$/m,
  });
  const refused = await refusal;
  expect([refused.status(), (await refused.json()).code]).toEqual([422, 'rules.withdrawal.insufficient']);
  await expect(page.getByText('Saldo insuficiente').first()).toBeVisible();
});

/** What sticks out of the content box of a page's cards: a longer translation that does not wrap. */
function outOfCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const card of document.querySelectorAll('main .card')) {
      const box = card.getBoundingClientRect();
      const style = getComputedStyle(card);
      const left = box.left + parseFloat(style.paddingLeft) - 1;
      const right = box.right - parseFloat(style.paddingRight) + 1;
      for (const element of card.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect();
        if (rect.width > 0 && (rect.right > right || rect.left < left))
          found.push(`${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 60)}`);
      }
    }
    return found;
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of ['/es/login', '/pt-br/login', '/ar/login', '/es/signup', '/pt-br/signup', '/ar/signup', '/es/forgot-password']) {
    test(`${path}: every control fits its card`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main .card').first()).toBeVisible();
      expect(await outOfCards(page)).toEqual([]);
    });
  }
});

/** What a page shows while its code or data loads: none is left once it is ready. */
const LOADERS = '[aria-busy="true"], .skeleton, .loading-state';

/** The signed-in pages read in `locale`: the account is made to answer it, as a saved language does. */
async function readIn(page: Page, locale: string) {
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), locale } });
  });
}

test.describe('in Arabic', () => {
  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      for (const path of ['/ar', '/ar/signup']) {
        test(`${path}: axe finds nothing serious`, async ({ page }) => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          await expect(page.locator('main h1').first()).toBeVisible();
          await expectNoBlockingViolations(page, path, width);
        });
      }

      for (const path of ['/dashboard', '/dashboard/buy-plan', '/dashboard/make-withdrawal']) {
        test(`${path}, signed in: axe finds nothing serious`, async ({ page, request }) => {
          const { username } = await investorWithBalance(request, 300_00);
          await readIn(page, 'ar');
          await signInThroughApi(page, username, INVESTOR_PASSWORD);
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          await expect(page.locator(LOADERS)).toHaveCount(0);
          await expectNoBlockingViolations(page, path, width);
        });
      }

      for (const [name, pathOf] of [
        ['overview', () => '/dashboard/admin'],
        ['a user', (id: number) => `/dashboard/admin/manage-users/${id}`],
      ] as const) {
        test(`the console's ${name}: axe finds nothing serious`, async ({ page, request }) => {
          const { id } = await investorWithBalance(request, 300_00);
          await readIn(page, 'ar');
          await signInThroughApi(page, 'admin');
          await page.goto(pathOf(id));
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          await expect(page.locator(LOADERS)).toHaveCount(0);
          await expectNoBlockingViolations(page, name, width);
        });
      }
    });
  }
});

test.describe('in the pseudo-locale', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'pseudo', url: baseURL! }]);
  });

  for (const path of [
    '/',
    '/about-us',
    '/terms-and-conditions',
    '/privacy-policy',
    '/signup',
    '/login',
    '/forgot-password',
    '/proof-of-reserves',
    '/no-such-page',
  ]) {
    test(`${path} has no text outside the catalogues`, async ({ page, request }) => {
      // The proof's page with a published snapshot (dates, figures, its table), not only its empty state.
      if (path === '/proof-of-reserves') {
        await investorWithBalance(request, 100_00);
        const published = await request.post('/api/proof-of-liabilities', { headers: bearer(await apiToken(request, 'admin')) });
        expect(published.ok(), await published.text()).toBe(true);
      }
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo');
      await expect(page.locator('main h1, main h2').first()).toContainText('⟦');
      await page.waitForLoadState('networkidle');
      expect(await untranslatedTexts(page)).toEqual([]);
    });
  }

  for (const path of [
    '/dashboard',
    '/dashboard/buy-plan',
    '/dashboard/make-withdrawal',
    '/dashboard/transaction-history',
    '/dashboard/user-plan',
    '/dashboard/profile',
    '/dashboard/profile/security',
    '/dashboard/verify-balance',
    '/dashboard/help',
    '/dashboard/notifications',
  ]) {
    test(`${path}, signed in, has no text outside the catalogues`, async ({ page, request }) => {
      const { username } = await investorWithBalance(request, 300_00);
      // The account's saved language wins over the cookie, and only a development server offers the
      // pseudo-locale: the account is made to answer it, as the cookie does.
      await readIn(page, 'pseudo');
      await signInThroughApi(page, username, INVESTOR_PASSWORD);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo');
      await expect(page.locator('main h1').first()).toContainText('⟦');
      // The page's data loaded: no loader left (the live updates' stream never lets the network idle).
      await expect(page.locator(LOADERS)).toHaveCount(0);
      expect(await untranslatedTexts(page)).toEqual([]);
    });
  }

  // The console, with an investor to show on the pages about one user.
  for (const [name, pathOf] of [
    ['overview', () => '/dashboard/admin'],
    ['plans', () => '/dashboard/admin/manage-plan'],
    ['new plan', () => '/dashboard/admin/manage-plan/create-new-plan'],
    ['deposit addresses', () => '/dashboard/admin/manage-address'],
    ["a coin's addresses", () => '/dashboard/admin/manage-address/bitcoin'],
    ['deposits', () => '/dashboard/admin/manage-deposits'],
    ['withdrawals', () => '/dashboard/admin/manage-withdrawals'],
    ['identity checks', () => '/dashboard/admin/manage-identity-verification'],
    ['users', () => '/dashboard/admin/manage-users'],
    ['a user', (id: number) => `/dashboard/admin/manage-users/${id}`],
    ["a user's plans", (id: number) => `/dashboard/admin/manage-users/${id}/user-plans`],
    ['buying a plan for a user', (id: number) => `/dashboard/admin/manage-users/${id}/buy-plan`],
    ['chain payments', () => '/dashboard/admin/chain-payments'],
    ['audit log', () => '/dashboard/admin/audit-log'],
    ['releases', () => '/dashboard/admin/deployments'],
    ['proof of reserves', () => '/dashboard/admin/proof-of-reserves'],
    ['staff', () => '/dashboard/admin/staff'],
    ['approvals', () => '/dashboard/admin/approvals'],
    ['support', () => '/dashboard/admin/support'],
    ['saved replies', () => '/dashboard/admin/support/saved-replies'],
    ['notifications', () => '/dashboard/admin/notifications'],
  ] as const) {
    test(`the console's ${name}, signed in, has no text outside the catalogues`, async ({ page, request }) => {
      const { id } = await investorWithBalance(request, 300_00);
      await readIn(page, 'pseudo');
      await signInThroughApi(page, 'admin');
      await page.goto(pathOf(id));
      await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo');
      await expect(page.locator('main h1').first()).toBeVisible();
      // A user's page is headed by their name: its words come after.
      await expect(page.locator('main')).toContainText('⟦');
      await expect(page.locator(LOADERS)).toHaveCount(0);
      expect(await untranslatedTexts(page)).toEqual([]);
    });
  }
});

// Must be the first import: installs fetch/Request/Response/TextEncoder for jsdom.
import { renderWithProviders, testUser, TEST_RUNTIME_CONFIG } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, createAppStore, setRuntimeConfig } from '@arcvest/shared';
import { formatWholeUsd, WITHDRAWAL_LIMITS } from '@arcvest/shared/rules';
import { act, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import PublicRoutes from '../../routes';
import { pageMessages } from '../../messages';
import AboutPage from './about-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

const USER = testUser({ firstname: 'Ada', lastname: 'Lovelace', username: 'ada', email: 'ada@example.com', country: 'United Kingdom' });

const PAGES: [string, ComponentType, string][] = [
  ['about', AboutPage, 'About Arcvest'],
  ['terms', TermsPage, 'Terms and Conditions'],
  ['privacy', PrivacyPage, 'Privacy Policy'],
];

function renderPage(Page: ComponentType, { signedIn = false } = {}) {
  const store = signedIn ? createAppStore({ auth: { token: 't', user: USER, error: null, loggedOut: false } }) : undefined;
  const result = renderWithProviders(<Page />, { store });
  act(() => jest.advanceTimersByTime(1000));
  return result;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe.each(PAGES)('%s page', (_name, Page, title) => {
  it('shows the loader over the page (CSS ends it after its second), with the footer', () => {
    renderWithProviders(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('status')).toHaveClass('page-loader-overlay');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Arcvest`);
  });

  it('sends visitors to sign-up from Get Started', () => {
    renderPage(Page);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  });

  it('sends signed-in users to the dashboard from Get Started', () => {
    renderPage(Page, { signedIn: true });
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
  });

  it('gives the support address from the config', () => {
    renderPage(Page);
    const contact = within(screen.getByRole('complementary'));
    expect(contact.getByRole('link', { name: 'support@example.test' })).toHaveAttribute('href', 'mailto:support@example.test');
  });

  it('offers the configured certificate as a download', () => {
    renderPage(Page);
    const link = screen.getByRole('link', { name: 'Download Certificate (document)' });
    expect(link).toHaveAttribute('href', '/certificate-sample.pdf');
    expect(link).toHaveAttribute('download');
  });
});

describe('terms', () => {
  it('has 10 numbered sections, each with a heading', () => {
    renderPage(TermsPage);
    const list = screen.getAllByRole('list').find((element) => element.tagName === 'OL')!;
    const sections = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(sections).toHaveLength(10);
    for (const section of sections) expect(within(section).getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('states the minimum age, the risk warning, the withdrawal limits and the referral bonus', () => {
    renderPage(TermsPage);
    expect(screen.getByText(/You must be at least 18 years old/)).toBeInTheDocument();
    const risk = within(screen.getByRole('heading', { name: 'Risk warning' }).parentElement!);
    expect(risk.getByText(/Returns are set by the operator and are not guaranteed/)).toBeInTheDocument();
    expect(risk.getByText(/volatile and you can lose capital/)).toBeInTheDocument();
    expect(screen.getByText(/Level 1 .*up to \$500\./)).toBeInTheDocument();
    expect(screen.getByText(/Level 2 .*up to \$1,000\./)).toBeInTheDocument();
    expect(screen.getByText(/identity has been verified: no limit/)).toBeInTheDocument();
    expect(screen.getByText(/referral bonus of 1% of the plan amount/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it.each(['/terms', '/terms-and-conditions'])('%s shows the terms', async (route) => {
    renderWithProviders(<PublicRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('about page', () => {
  it('describes the plans, coins and referral programme without guarantees', () => {
    renderPage(AboutPage);
    expect(screen.getByText(/daily return at a rate set by Arcvest/)).toBeInTheDocument();
    for (const coin of ['Bitcoin (BTC)', 'Ethereum (ETH)', 'Ripple (XRP)', 'Solana (SOL)', 'Tether (USDT) on the TRC20 network']) {
      expect(screen.getByText(coin)).toBeInTheDocument();
    }
    expect(screen.getByText(/receive 1% of the plan amount/)).toBeInTheDocument();
    const risks = within(screen.getByRole('region', { name: 'Risks' }));
    expect(risks.getByText(/not guaranteed/)).toBeInTheDocument();
  });

  it('marks the certificate as a SAMPLE on the demo site', () => {
    // renderWithProviders sets the test config: the demo one is set as the page renders.
    function OnDemoSite() {
      setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, demo: true });
      return <AboutPage />;
    }
    renderWithProviders(<OnDemoSite />);
    expect(screen.getByRole('link', { name: 'Download Certificate (SAMPLE document)' })).toHaveAttribute('download');
    expect(screen.getAllByText(/is a SAMPLE document\. It is not an official certificate/).length).toBeGreaterThan(0);
  });
});

describe('privacy page', () => {
  it('says what is collected, why, for how long, and the rights', () => {
    renderPage(PrivacyPage);
    for (const name of ['What we collect', 'Why we use it', 'How long we keep it', 'Your rights']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Identity verification data/)).toBeInTheDocument();
    expect(screen.getByText(/^Transactions:/)).toBeInTheDocument();
  });
});

describe('the terms in other languages', () => {
  beforeEach(() => addCatalogue(pageMessages('info')));
  afterEach(() => act(() => activateLocale('en')));

  it('reads in Spanish, with amounts and the coin list in Spanish', async () => {
    await activateLocale('es');
    renderPage(TermsPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Términos y condiciones');
    expect(screen.getByRole('heading', { level: 2, name: 'Advertencia de riesgo' })).toBeInTheDocument();
    expect(screen.getByText('Nivel 2 (correo electrónico verificado): hasta 1.000 US$.')).toBeInTheDocument();
    expect(screen.getByText(/^Usted paga un plan en Bitcoin \(BTC\), .* o Tether \(USDT\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empezar' })).toHaveAttribute('href', '/es/signup');
  });

  it("reads in Arabic, the operator's email kept left to right", async () => {
    await activateLocale('ar');
    renderPage(TermsPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الشروط والأحكام');
    // The query reads the amount's no-break space as a space.
    const limit = formatWholeUsd(WITHDRAWAL_LIMITS[1], 'ar').replace(/\s/g, ' ');
    expect(screen.getByText(`المستوى 1 (البريد الإلكتروني لم يُتحقق منه بعد): حتى ${limit}.`)).toBeInTheDocument();
    const operator = within(screen.getByRole('heading', { name: 'من نحن' }).parentElement!);
    expect(operator.getByText('support@example.test')).toHaveAttribute('dir', 'ltr');
    expect(operator.getByText('1 Test Street').tagName).toBe('BDI');
  });
});

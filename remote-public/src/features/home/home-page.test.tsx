import { mockFetch, renderWithProviders, testPlan } from '@arcvest/shared/test';
import { createAppStore } from '@arcvest/shared';
import { stalePricesNote } from '@arcvest/shared/rules';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { FAQ } from './content';
import { Faq } from './faq';
import { Hero } from './hero';
import { HomePage } from './home-page';
import { MarketTicker } from './market-ticker';
import { Screener } from './screener';
import { useTypedText } from './use-typed-text';

const PRICES = {
  bitcoin: { usd: 64250.5 },
  ethereum: { usd: 3100 },
  ripple: { usd: 0.52 },
  solana: { usd: 145.25 },
  tether: { usd: 1 },
  stale: true,
  updated_at: null,
};

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
}

afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
});

describe('FAQ', () => {
  it('has 14 questions and keeps at most one answer open; clicking the open one closes it', async () => {
    const { user } = renderWithProviders(<Faq />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(14);
    expect(FAQ.some((item) => /Starter, Growth and Pro/.test(item.answer.message))).toBe(true);

    await user.click(questions[0]);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(FAQ[0].answer.message)).toBeVisible();

    await user.click(questions[1]);
    expect(questions[1]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(FAQ[0].answer.message)).not.toBeVisible();

    await user.click(questions[1]);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});

describe('typed headline', () => {
  function Typed() {
    return <p>{useTypedText(['Abc', 'Xy'])}</p>;
  }

  /** Moves the clock in small steps, so each timer's follow-up is scheduled before the next. */
  function advance(ms: number) {
    for (let elapsed = 0; elapsed < ms; elapsed += 5) act(() => jest.advanceTimersByTime(5));
  }

  it('starts on the first phrase whole, holds it, deletes it and types the next', () => {
    setReducedMotion(false);
    jest.useFakeTimers();
    renderWithProviders(<Typed />);
    expect(screen.getByText('Abc')).toBeInTheDocument();
    advance(1000);
    expect(screen.getByText('Abc')).toBeInTheDocument();
    advance(600 + 35 * 2);
    expect(screen.getByText('A')).toBeInTheDocument();
    advance(35 * 2 + 70);
    expect(screen.getByText('X')).toBeInTheDocument();
    advance(70);
    expect(screen.getByText('Xy')).toBeInTheDocument();
  });

  it('stands still on the first phrase when motion should be reduced', () => {
    setReducedMotion(true);
    jest.useFakeTimers();
    renderWithProviders(<Typed />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Abc')).toBeInTheDocument();
  });
});

describe('hero', () => {
  it('sends visitors to sign-up and signed-in users to the dashboard', () => {
    setReducedMotion(true);
    const { unmount } = renderWithProviders(<Hero />);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
    unmount();
    const store = createAppStore({ auth: { token: 't', user: { firstname: 'Ivy' } as never, error: null, loggedOut: false } });
    renderWithProviders(<Hero />, { store });
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fixed-term crypto plans with daily returns');
  });

  it('starts the muted background clip only once the page has loaded, and never with reduced motion', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    setReducedMotion(false);
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { container, unmount } = renderWithProviders(<Hero />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.querySelectorAll('source')).toHaveLength(0);
    expect(play).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(Array.from(video.querySelectorAll('source')).map((source) => source.type)).toEqual(['video/webm', 'video/mp4']);
    expect(play).toHaveBeenCalledTimes(1);
    unmount();

    play.mockClear();
    setReducedMotion(true);
    const still = renderWithProviders(<Hero />);
    expect(still.container.querySelectorAll('source')).toHaveLength(0);
    expect(play).not.toHaveBeenCalled();
  });
});

describe('home page', () => {
  const PLAN = testPlan({ id: 1, title: 'Starter', roi: 1.5, duration: 30, min_amount: 10000, max_amount: 100000 });

  it('shows the loader over the page (CSS ends it after its second), the sections, the risk warning and the footer with the contact details', async () => {
    setReducedMotion(true);
    jest.useFakeTimers({ now: new Date('2030-03-04T10:00:00Z') });
    mockFetch({ 'GET /plans': { body: [PLAN] } });
    renderWithProviders(<HomePage />);
    // The page is there under it from the first render, as in the server's HTML (e2e/tests/public-site.spec.ts times the second).
    const [loader] = screen.getAllByRole('status');
    expect(loader).toHaveTextContent('Loading');
    expect(loader).toHaveClass('page-loader-overlay');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fixed-term crypto plans with daily returns');
    expect(await screen.findByRole('heading', { name: 'Starter plan' })).toBeInTheDocument();
    // The plan card says the deposit fee and what is paid in total before any sign-up.
    const card = screen.getByRole('article', { name: 'Starter plan' });
    expect(within(card).getByText('Deposit fee').nextElementSibling).toHaveTextContent(
      '$20.00 in BTC, ETH, XRP or SOL; $10.00 in USDT; none from the account balance',
    );
    expect(within(card).getByText('Paid in total').nextElementSibling).toHaveTextContent('Amount plus fee, e.g. $120.00 for $100.00 in BTC');

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Why choose our plans',
      'Investment plans',
      'Crypto market screener',
      'How it works',
      'Frequently asked questions',
      'Coins we accept',
    ]);
    const why = screen.getByRole('region', { name: 'Why choose our plans' });
    expect(within(why).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(why.querySelectorAll('svg[aria-hidden="true"], [aria-hidden="true"] svg')).toHaveLength(5);
    expect(within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('note')).toHaveTextContent(/volatile.*not guaranteed.*lose/);
    for (const coin of ['Bitcoin', 'Ethereum', 'Ripple', 'Solana', 'Tether (USDT)']) {
      expect(await screen.findByRole('img', { name: coin })).toBeInTheDocument();
    }

    expect(screen.getByRole('link', { name: 'support@example.test' })).toHaveAttribute('href', 'mailto:support@example.test');
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(screen.getByText(/1 Test Street/)).toBeInTheDocument();
    expect(screen.getByText('© 2030 Arcvest')).toBeInTheDocument();
  });

  it('asks for each widget script once and says in its box that our own prices replace the screener when it cannot load', () => {
    setReducedMotion(true);
    jest.useFakeTimers();
    mockFetch({ 'GET /plans': { body: [PLAN] }, 'GET /crypto-prices': { body: PRICES } });
    renderWithProviders(
      <StrictMode>
        <HomePage />
      </StrictMode>,
    );
    act(() => jest.advanceTimersByTime(1000));
    const scripts = Array.from(document.querySelectorAll('script')).map((script) => script.getAttribute('src'));
    expect(scripts.sort()).toEqual([
      'https://s3.tradingview.com/external-embedding/embed-widget-screener.js',
      'https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js',
    ]);
    const screenerScript = document.querySelector<HTMLScriptElement>('script[src$="embed-widget-screener.js"]')!;
    expect(JSON.parse(screenerScript.text)).toMatchObject({ defaultScreen: 'general', market: 'crypto', height: 580 });

    act(() => {
      fireEvent.error(screenerScript);
    });
    const screener = screen.getByRole('region', { name: 'Crypto market screener' });
    expect(within(screener).getByText(/could not be loaded.*priced by our own feed \(not live market data\)/)).toBeInTheDocument();
  });

  it('lists the supported coins at our own prices when the screener cannot load, marked stale when they are', async () => {
    mockFetch({ 'GET /crypto-prices': { body: PRICES } });
    renderWithProviders(<Screener />);
    act(() => {
      fireEvent.error(document.querySelector('script')!);
    });
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Bitcoin (BTC)$64,250.50', 'Ethereum (ETH)$3,100.00', 'Ripple (XRP)$0.52', 'Solana (SOL)$145.25', 'Tether (USDT)$1.00']);
    expect(screen.getByText(stalePricesNote(PRICES)!)).toBeInTheDocument();
  });

  it('says nothing is stale when our prices are live', async () => {
    mockFetch({ 'GET /crypto-prices': { body: { ...PRICES, stale: false, updated_at: '2030-01-01T00:00:00.000Z' } } });
    renderWithProviders(<Screener />);
    act(() => {
      fireEvent.error(document.querySelector('script')!);
    });
    expect(await screen.findByRole('table')).toHaveTextContent('$64,250.50');
    expect(screen.queryByText(/unavailable/)).not.toBeInTheDocument();
  });
});

describe('the market ticker', () => {
  it('shows our own prices from /crypto-prices when the ticker cannot load, and says when they are stale', async () => {
    mockFetch({ 'GET /crypto-prices': { body: PRICES } });
    renderWithProviders(<MarketTicker />);
    act(() => {
      fireEvent.error(document.querySelector('script')!);
    });
    const strip = screen.getByRole('region', { name: 'Market prices' });
    expect(await within(strip).findByText('$64,250.50')).toBeInTheDocument();
    expect(within(strip).getByText('$145.25')).toBeInTheDocument();
    // The same words as the screener's table (shared/src/rules/price-source.ts).
    expect(within(strip).getByText(stalePricesNote(PRICES)!)).toBeInTheDocument();
  });
});

import '../test';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { TradingViewWidget, WIDGET_TIMEOUT_MS } from './trading-view-widget';

const scriptOf = (src: string) => document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
/** The page has loaded (jsdom's is) and the browser's idle moment comes: jsdom has no requestIdleCallback, the fallback's timer runs. */
const passIdle = () => act(() => jest.advanceTimersByTime(1000));

beforeEach(() => {
  jest.useFakeTimers();
  // The fallback for browsers without it (jest.setup-dom.ts gives jsdom one).
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it('inserts the script once under StrictMode, only once the page is idle after its load (never before its first paint)', () => {
  render(
    <StrictMode>
      <TradingViewWidget scriptSrc="https://widgets.test/embed.js" config={{ a: 1 }} fallback={<p>fallback</p>} />
    </StrictMode>,
  );
  expect(scriptOf('https://widgets.test/embed.js')).toBeNull();
  passIdle();
  expect(document.querySelectorAll('script[src="https://widgets.test/embed.js"]')).toHaveLength(1);
});

it('falls back when the script fails, and when no widget appears in time', () => {
  const { unmount } = render(<TradingViewWidget scriptSrc="https://widgets.test/a.js" config={{}} fallback={<p>fallback a</p>} />);
  passIdle();
  act(() => {
    fireEvent.error(scriptOf('https://widgets.test/a.js')!);
  });
  expect(screen.getByText('fallback a')).toBeInTheDocument();
  unmount();

  render(<TradingViewWidget scriptSrc="https://widgets.test/b.js" config={{}} fallback={<p>fallback b</p>} />);
  passIdle();
  expect(screen.queryByText('fallback b')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(WIDGET_TIMEOUT_MS));
  expect(screen.getByText('fallback b')).toBeInTheDocument();
});

it("gives the system's theme under the parameter the widget reads", () => {
  window.matchMedia = ((query: string) => ({ matches: query.includes('dark'), media: query, addEventListener() {}, removeEventListener() {} })) as never;
  render(
    <>
      <TradingViewWidget scriptSrc="https://widgets.test/tape.js" config={{ a: 1 }} fallback={null} />
      <TradingViewWidget scriptSrc="https://widgets.test/chart.js" config={{ a: 2 }} themeParameter="theme" fallback={null} />
    </>,
  );
  passIdle();
  expect(JSON.parse(scriptOf('https://widgets.test/tape.js')!.text)).toEqual({ a: 1, locale: 'en', colorTheme: 'dark' });
  expect(JSON.parse(scriptOf('https://widgets.test/chart.js')!.text)).toEqual({ a: 2, locale: 'en', theme: 'dark' });
});

it("asks for a lazy widget's script only once it comes near the viewport", () => {
  let comeNear = () => {};
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      comeNear = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    observe() {}
    disconnect() {}
  };
  render(<TradingViewWidget scriptSrc="https://widgets.test/lazy.js" config={{}} lazy fallback={null} />);
  passIdle();
  expect(scriptOf('https://widgets.test/lazy.js')).toBeNull();
  act(() => comeNear());
  expect(scriptOf('https://widgets.test/lazy.js')).not.toBeNull();
});

/**
 * `@arcvest/shared/trading-view`: TradingView's embeds (the public home page's ticker tape and
 * screener, the investor's BTC/USD chart). Not part of the `@arcvest/shared` singleton: each remote
 * that shows one bundles it.
 */
import { useActiveLocale, useColorScheme, useNearViewport } from '@arcvest/shared';
import type { UiLocale } from '../rules/locale';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIdleAfterLoad } from './use-idle-after-load';

/** How long a widget may take to put its iframe in before we show the fallback. */
export const WIDGET_TIMEOUT_MS = 8000;

/** The language each of our locales asks TradingView's embeds for, in its own codes (Brazil's Portuguese is `br`). */
const TRADING_VIEW_LOCALES: Readonly<Record<UiLocale, string>> = { en: 'en', es: 'es', 'pt-BR': 'br', ar: 'ar_AE', pseudo: 'en' };

export interface TradingViewWidgetProps {
  /** The embed script, e.g. https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js */
  scriptSrc: string;
  /** The widget's JSON configuration (TradingView reads it from the script's text), its theme and language left out. */
  config: Record<string, unknown>;
  /**
   * Where the configuration takes the theme: `colorTheme` for the embed widgets (ticker tape,
   * screener), `theme` for the Advanced Chart.
   */
  themeParameter?: 'colorTheme' | 'theme';
  /** Below the fold on a phone: the script is asked for only as the visitor scrolls near it. */
  lazy?: boolean;
  /** What shows instead when the script cannot load or the widget does not appear. */
  fallback: ReactNode;
  className?: string;
  /** What the box says until the script is asked for (drawn by the page's CSS from `data-placeholder`). */
  placeholder?: string;
}

/**
 * One TradingView embed. The script is inserted once per mount: a ref remembers it, so a
 * StrictMode re-run or a re-render finds it already there. A script that fails to load, or
 * one that puts no iframe in within WIDGET_TIMEOUT_MS, turns into `fallback`, never an empty box.
 */
export function TradingViewWidget({
  scriptSrc,
  config,
  themeParameter = 'colorTheme',
  lazy = false,
  fallback,
  className,
  placeholder,
}: TradingViewWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const injected = useRef<HTMLScriptElement | null>(null);
  const [failed, setFailed] = useState(false);
  const near = useNearViewport(container);
  // The widget's own theme parameter follows the system's (a frame cannot read our tokens), its
  // language the page's (a change of either makes the widget anew).
  const configText = JSON.stringify({ ...config, locale: TRADING_VIEW_LOCALES[useActiveLocale()], [themeParameter]: useColorScheme() });
  // Never before the page has loaded and painted: the embed is a third party's script (use-idle-after-load.ts).
  const start = useIdleAfterLoad() && (near || !lazy);

  useEffect(() => {
    const host = container.current;
    if (!host || !start) return undefined;
    let script = injected.current;
    if (!script || script.parentNode !== host || script.getAttribute('src') !== scriptSrc || script.text !== configText) {
      const target = document.createElement('div');
      target.className = 'tradingview-widget-container__widget';
      script = document.createElement('script');
      script.src = scriptSrc;
      script.async = true;
      script.type = 'text/javascript';
      script.text = configText;
      host.replaceChildren(target, script);
      injected.current = script;
    }
    const fail = () => setFailed(true);
    script.addEventListener('error', fail);
    const timer = window.setTimeout(() => {
      if (!host.querySelector('iframe')) fail();
    }, WIDGET_TIMEOUT_MS);
    return () => {
      script.removeEventListener('error', fail);
      window.clearTimeout(timer);
    };
  }, [scriptSrc, configText, start]);

  if (failed) return <>{fallback}</>;
  return <div className={`tradingview-widget-container ${className ?? ''}`.trim()} ref={container} data-placeholder={placeholder} />;
}

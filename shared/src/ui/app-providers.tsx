import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { i18n } from '../i18n/i18n';
import { BrowserRouter, StaticRouter } from '../router';
import type { AppStore } from '../store/store';
import { ToastHost } from './toast-host';

/**
 * The providers every page runs inside: the one store, the page's language, the router and the toast host. `location`
 * is for rendering a page to HTML on the server (shared/src/prerender.tsx): the browser's address
 * is then not there to read.
 */
export function AppProviders({ store, location, children }: { store: AppStore; location?: string; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        {location === undefined ? <BrowserRouter>{children}</BrowserRouter> : <StaticRouter location={location}>{children}</StaticRouter>}
        <ToastHost />
      </I18nProvider>
    </Provider>
  );
}

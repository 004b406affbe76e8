import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '../router';
import type { AppStore } from '../store/store';
import { ToastHost } from './toast-host';

/** The providers every page runs inside: the one store, the router and the toast host. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <BrowserRouter>{children}</BrowserRouter>
      <ToastHost />
    </Provider>
  );
}

import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '../store/store';
import { MAX_TOASTS } from './toast';

/** The providers every page runs inside: the one store, the toast queue and the router. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <SnackbarProvider maxSnack={MAX_TOASTS} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <BrowserRouter>{children}</BrowserRouter>
      </SnackbarProvider>
    </Provider>
  );
}

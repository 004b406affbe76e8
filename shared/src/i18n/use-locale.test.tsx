// '../test' first: it installs what react-router needs in jsdom.
import { renderWithProviders, testUser } from '../test';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from '../router';
import { createAppStore, useAppDispatch } from '../store/store';
import { userLoaded } from '../store/auth-slice';
import { activateLocale } from './i18n';
import { useSavedLocale } from './use-locale';

/** A sign-in: the account (with its saved language) arrives, then the page moves on to `next`. */
function SignIn({ next }: { next?: string }) {
  useSavedLocale();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <p>At {pathname}</p>
      <button
        type="button"
        onClick={() => {
          dispatch(userLoaded(testUser({ locale: 'pt-BR' })));
          if (next) navigate(next);
        }}
      >
        Sign in
      </button>
    </>
  );
}

async function signIn(route: string, next?: string) {
  const { user } = renderWithProviders(<SignIn next={next} />, { route, store: createAppStore() });
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(document.documentElement.lang).toBe('pt-BR'));
  await act(async () => {});
}

describe('useSavedLocale', () => {
  afterEach(async () => {
    await act(() => activateLocale('en'));
    document.documentElement.lang = 'en';
  });

  it('leaves the page the sign-in moved on to while the language loaded', async () => {
    await signIn('/login', '/dashboard');
    expect(screen.getByText('At /dashboard')).toBeInTheDocument();
  });

  it('moves a public page to its URL in the saved language', async () => {
    await signIn('/about-us');
    expect(screen.getByText('At /pt-br/about-us')).toBeInTheDocument();
  });
});

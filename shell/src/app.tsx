import { getRuntimeConfig, PATHS, useLiveUpdates, useSavedLocale, useSessionLoader, Route, Routes } from '@arcvest/shared';
import { LOCALE_PATH_PREFIXES } from '@arcvest/shared/rules';
import { RequireAdmin, RequireAuth } from './auth/guards';
import { DashboardLayout } from './layout/dashboard-layout';
import { DemoBanner } from './layout/demo-banner';
import { usePageMeta } from './layout/page-meta';
import { PublicLayout } from './layout/public-layout';
import { ScrollToTop } from './layout/scroll-to-top';
import { RemoteArea } from './remotes/remote-area';

/** Every route, each mapped to the remote that owns it (docs/architecture.md#how-a-page-loads). */
export function App() {
  useSessionLoader();
  useSavedLocale();
  // One event stream while signed in, on every page (docs/notifications.md#in-the-browser).
  useLiveUpdates();
  usePageMeta();
  return (
    <>
      <ScrollToTop />
      {getRuntimeConfig().demo && <DemoBanner />}
      <Routes>
        <Route
          path={`${PATHS.admin}/*`}
          element={
            <RequireAuth>
              <RequireAdmin>
                <DashboardLayout>
                  <RemoteArea name="admin" />
                </DashboardLayout>
              </RequireAdmin>
            </RequireAuth>
          }
        />
        <Route
          path={`${PATHS.dashboard}/*`}
          element={
            <RequireAuth>
              <DashboardLayout>
                <RemoteArea name="investor" />
              </DashboardLayout>
            </RequireAuth>
          }
        />
        {/* The public site at the root in English and under each language's prefix (docs/i18n.md#public-urls-per-language). */}
        {Object.values(LOCALE_PATH_PREFIXES).map((prefix) => (
          <Route
            key={prefix}
            path={`${prefix}/*`}
            element={
              <PublicLayout>
                <RemoteArea name="public" />
              </PublicLayout>
            }
          />
        ))}
      </Routes>
    </>
  );
}

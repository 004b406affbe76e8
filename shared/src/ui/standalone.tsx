import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from '../router';
import { loadRuntimeConfig } from '../config/runtime';
import { activateLocale, registerCatalogue, documentLocale, type CatalogueLoader } from '../i18n/i18n';
import { createAppStore } from '../store/store';
import { useSessionLoader } from '../store/use-session';
import { AppProviders } from './app-providers';

function StandaloneApp({ basePath, Area }: { basePath: string; Area: ComponentType }) {
  useSessionLoader();
  return (
    <Routes>
      <Route path={`${basePath}/*`} element={<Area />} />
    </Routes>
  );
}

/**
 * Runs one remote on its own (its team's dev server or its own origin), without the shell:
 * same config, store and providers, its route tree mounted where the shell would mount it, in the
 * page's language with shared's texts and the remote's own (`loadMessages`, its `./routes` export).
 */
export async function startStandalone(basePath: string, Area: ComponentType, loadMessages?: CatalogueLoader): Promise<void> {
  if (loadMessages) registerCatalogue(loadMessages);
  await Promise.all([loadRuntimeConfig(), activateLocale(documentLocale())]);
  createRoot(document.getElementById('root')!).render(
    <AppProviders store={createAppStore()}>
      <StandaloneApp basePath={basePath} Area={Area} />
    </AppProviders>,
  );
}

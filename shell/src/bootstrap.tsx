import '@arcvest/shared/styles.css';
import './shell.css';
import { AppProviders, createAppStore, loadRuntimeConfig, markBrandLoaderFromStart } from '@arcvest/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerRemotesFrom } from './remotes/registry';

async function start() {
  const container = document.getElementById('root')!;
  // index.html (webpack/index.html) shows the brand loader from the first paint: it counts toward the first page's second.
  if (container.querySelector('.boot-splash')) markBrandLoaderFromStart();
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    registerRemotesFrom(config);
    // A transition: React renders the first page in slices, yielding to the browser between them,
    // instead of one long task while a phone's main thread is needed to paint and respond.
    startTransition(() =>
      root.render(
        <AppProviders store={createAppStore()}>
          <App />
        </AppProviders>,
      ),
    );
  } catch (error) {
    console.error(error);
    root.render(
      <main className="container boot-error" role="alert">
        <h1>The site could not start</h1>
        <p>Its configuration could not be loaded. Check your connection and reload the page.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>Reload</button>
      </main>,
    );
  }
}

void start();

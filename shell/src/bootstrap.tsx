import '@arcvest/shared/styles.css';
import './shell.css';
import {
  activateLocale,
  AppProviders,
  createAppStore,
  documentLocale,
  i18n,
  loadRuntimeConfig,
  markBrandLoaderFromStart,
  preloadArea,
  readToken,
  registerCatalogue,
  restoreSession,
  setVisitStore,
} from '@arcvest/shared';
import { PRERENDERED_ATTRIBUTE, remoteOfPath } from '@arcvest/shared/rules';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadShellMessages } from './messages';
import { hydrateAreaFromHtml } from './remotes/remote-area';
import { registerRemotesFrom } from './remotes/registry';

/** Shown when the site cannot start: in the page's language when its catalogue loaded, else in English. */
const BOOT_ERROR = {
  title: /*i18n*/ { id: 'shell.bootError.title', message: 'The site could not start' },
  why: /*i18n*/ { id: 'shell.bootError.why', message: 'Its configuration could not be loaded. Check your connection and reload the page.' },
  reload: /*i18n*/ { id: 'shell.bootError.reload', message: 'Reload' },
};

/**
 * Whether the page came as HTML from the server (api/src/routes/web/prerendered.ts) that this
 * visitor's first render reproduces: the server renders for a visitor, so a signed-in user's page
 * (another top navigation) is drawn anew instead.
 */
const hydratesServerHtml = (container: HTMLElement) => container.hasAttribute(PRERENDERED_ATTRIBUTE) && readToken() === null;

/**
 * A new task: evaluating the shell's and shared's modules is one long task already, and starting
 * the app (store, texts, config) in it made it longer, blocking input on a phone (Lighthouse's TBT).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  const container = document.getElementById('root')!;
  // index.html (webpack/index.html) shows the brand loader from the first paint: it counts toward the first page's second.
  if (container.querySelector('.boot-splash')) markBrandLoaderFromStart();
  const hydrating = hydratesServerHtml(container);
  // Made at once when the page has no HTML of its own to keep: its loader stays until the first render.
  let root = hydrating ? null : createRoot(container);
  try {
    // The page's language is the one the server wrote on <html lang>: the HTML it sent is in it.
    registerCatalogue(loadShellMessages);
    const store = createAppStore();
    setVisitStore(store);
    const configured = loadRuntimeConfig().then((config) => {
      registerRemotesFrom(config);
      // A signed-in visit's area and user load at once, beside each other and the page's texts (the
      // area then preloads its landing page): asked for after the first render, or the area after
      // the user, they cost a render and two round trips.
      if (readToken() !== null) {
        preloadArea(remoteOfPath(window.location.pathname));
        void store.dispatch(restoreSession());
      }
    });
    await Promise.all([configured, activateLocale(documentLocale())]);
    const app = (
      <AppProviders store={store}>
        <App />
      </AppProviders>
    );
    if (hydrating) {
      hydrateAreaFromHtml('public');
      // A transition, as below: the page is already painted from the HTML, so React can hydrate it
      // in slices, yielding between them, instead of in one long task that blocks input.
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
    const created = root ?? createRoot(container);
    // A transition: React renders the first page in slices, yielding to the browser between them,
    // instead of one long task while a phone's main thread is needed to paint and respond.
    startTransition(() => created.render(app));
  } catch (error) {
    console.error(error);
    root ??= createRoot(container);
    root.render(
      <main className="container boot-error" role="alert">
        <h1>{i18n._(BOOT_ERROR.title)}</h1>
        <p>{i18n._(BOOT_ERROR.why)}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {i18n._(BOOT_ERROR.reload)}
        </button>
      </main>,
    );
  }
}

void start();

import { lazy, useState, type ComponentType } from 'react';
import { addCatalogue, type CatalogueLoader } from '../i18n/i18n';

type PageModule<P> = { default: ComponentType<P> };

export interface LazyPage<P> {
  (props: P): React.JSX.Element;
  /** Starts fetching the page's code; a page rendered once it is there does not wait. */
  preload(): void;
}

/**
 * A page whose code loads when first rendered, like `React.lazy`, or earlier through `preload()`:
 * an area preloads the page a visit starts on as its routes load, beside the user's session, and a
 * page whose code is there renders at once. `React.lazy` would still suspend for a tick, show its
 * loader and have React hold the content back to pace the reveal after it (about 300 ms).
 * `loadMessages`, the page's own catalogue (docs/i18n.md#messages-and-catalogues), is fetched beside
 * the code, and the page renders once both are there: never before its texts.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>, loadMessages?: CatalogueLoader): LazyPage<P> {
  let loading: Promise<PageModule<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = () => {
    loading ??= Promise.all([load(), loadMessages && addCatalogue(loadMessages)]).then(([module]) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(start);
  function Page(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Page.preload = () => {
    // A failed load shows when the page is rendered, through React.lazy and the area's error boundary.
    start().catch(() => undefined);
  };
  return Page;
}

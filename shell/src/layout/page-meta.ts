import { useEffect } from 'react';
import { getRuntimeConfig, useLingui, useLocation } from '@arcvest/shared';
import { pageMeta } from '@arcvest/shared/rules';

/** The document's `<meta name>` element, created when the served HTML had none. */
function metaElement(name: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  return element;
}

/**
 * Keeps the head right on client-side navigation and a change of language: the page's title,
 * description and robots rule,
 * from the same table the server writes into the HTML it sends (api/src/routes/web/seo.ts).
 */
export function usePageMeta() {
  const { pathname } = useLocation();
  const { _ } = useLingui();
  useEffect(() => {
    const meta = pageMeta(pathname, getRuntimeConfig().site.name, _);
    document.title = meta.title;
    metaElement('description').content = meta.description;
    if (meta.indexable) document.head.querySelector('meta[name="robots"]')?.remove();
    else metaElement('robots').content = 'noindex';
  }, [pathname, _]);
}

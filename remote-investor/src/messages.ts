import { featureCatalogues, type CatalogueLoader, type Messages } from '@arcvest/shared';
import { withSignedInRules } from '@arcvest/shared/rules';

/** The dashboard's own texts (its routes) in one language: a chunk per language, fetched only when shown. */
export const loadMessages: CatalogueLoader = withSignedInRules(
  async (locale) =>
    ((await import(/* webpackChunkName: "messages-investor-[request]" */ /* webpackInclude: /\.ts$/ */ `./locales/${locale}`)) as { messages: Messages })
      .messages,
);

/** The texts of a dashboard page (`features/<feature>/locales`), fetched with the page's code. */
export const pageMessages = featureCatalogues(
  (feature, locale) =>
    import(/* webpackChunkName: "messages-investor-[request]" */ /* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./features/${feature}/locales/${locale}`),
);

/**
 * The landing page's texts (the overview's, at /dashboard) in chunks of their own, `landing-messages-<locale>`:
 * the server preloads them with that page (api/src/routes/web/preload.ts), beside the page's code (`landing`).
 */
export const landingMessages: CatalogueLoader = async (locale) =>
  (
    (await import(/* webpackChunkName: "landing-messages-[request]" */ /* webpackInclude: /\.ts$/ */ `./features/overview/locales/${locale}`)) as {
      messages: Messages;
    }
  ).messages;

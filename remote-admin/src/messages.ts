import { featureCatalogues, type CatalogueLoader, type Messages } from '@arcvest/shared';
import { withSignedInRules } from '@arcvest/shared/rules';

/** The console's own texts (its routes and the components its features share) in one language: a chunk per language, fetched only when shown. */
export const loadMessages: CatalogueLoader = withSignedInRules(
  async (locale) =>
    ((await import(/* webpackChunkName: "messages-admin-[request]" */ /* webpackInclude: /\.ts$/ */ `./locales/${locale}`)) as { messages: Messages }).messages,
);

/** The texts of a console page (`features/<feature>/locales`), fetched with the page's code. */
export const pageMessages = featureCatalogues(
  (feature, locale) =>
    import(/* webpackChunkName: "messages-admin-[request]" */ /* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./features/${feature}/locales/${locale}`),
);

/**
 * The landing page's texts (the overview's, at /dashboard/admin) in chunks of their own, `landing-messages-<locale>`:
 * the server preloads them with that page (api/src/routes/web/preload.ts), beside the page's code (`landing`).
 */
export const landingMessages: CatalogueLoader = async (locale) =>
  (
    (await import(/* webpackChunkName: "landing-messages-[request]" */ /* webpackInclude: /\.ts$/ */ `./features/admin-overview/locales/${locale}`)) as {
      messages: Messages;
    }
  ).messages;

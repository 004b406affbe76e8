import { featureCatalogues, type CatalogueLoader } from '@arcvest/shared';
import { englishAtHand, withSignedInRules } from '@arcvest/shared/rules';
import { messages as englishLanding } from './features/admin-overview/locales/en';
import { messages as english } from './locales/en';

/** The console's own texts (its routes and the components its features share): English at hand, another language a chunk of its own, fetched only when shown. */
export const loadMessages: CatalogueLoader = withSignedInRules(
  englishAtHand(
    english,
    (locale) =>
      import(/* webpackChunkName: "messages-admin-[request]" */ /* webpackInclude: /\.ts$/ */ /* webpackExclude: /[\\/]en\.ts$/ */ `./locales/${locale}`),
  ),
);

/** The texts of a console page (`features/<feature>/locales`), fetched with the page's code. */
export const pageMessages = featureCatalogues(
  (feature, locale) =>
    import(/* webpackChunkName: "messages-admin-[request]" */ /* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./features/${feature}/locales/${locale}`),
);

/**
 * The landing page's texts (the overview's, at /dashboard/admin): English at hand, another language in chunks of their own,
 * `landing-messages-<locale>`, which the server preloads with that page (api/src/routes/web/preload.ts),
 * beside the page's code (`landing`).
 */
export const landingMessages: CatalogueLoader = englishAtHand(
  englishLanding,
  (locale) =>
    import(
      /* webpackChunkName: "landing-messages-[request]" */ /* webpackInclude: /\.ts$/ */ /* webpackExclude: /[\\/]en\.ts$/ */ `./features/admin-overview/locales/${locale}`
    ),
);

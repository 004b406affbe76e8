import { featureCatalogues, type CatalogueLoader } from '@arcvest/shared';
import { englishAtHand, withSignedInRules } from '@arcvest/shared/rules';
import { messages as englishLanding } from './features/overview/locales/en';
import { messages as english } from './locales/en';

/** The dashboard's own texts (its routes): English at hand, another language a chunk of its own, fetched only when shown. */
export const loadMessages: CatalogueLoader = withSignedInRules(
  englishAtHand(
    english,
    (locale) =>
      import(/* webpackChunkName: "messages-investor-[request]" */ /* webpackInclude: /\.ts$/ */ /* webpackExclude: /[\\/]en\.ts$/ */ `./locales/${locale}`),
  ),
);

/** The texts of a dashboard page (`features/<feature>/locales`), fetched with the page's code. */
export const pageMessages = featureCatalogues(
  (feature, locale) =>
    import(/* webpackChunkName: "messages-investor-[request]" */ /* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./features/${feature}/locales/${locale}`),
);

/**
 * The landing page's texts (the overview's, at /dashboard): English at hand, another language in chunks of their own,
 * `landing-messages-<locale>`, which the server preloads with that page (api/src/routes/web/preload.ts),
 * beside the page's code (`landing`).
 */
export const landingMessages: CatalogueLoader = englishAtHand(
  englishLanding,
  (locale) =>
    import(
      /* webpackChunkName: "landing-messages-[request]" */ /* webpackInclude: /\.ts$/ */ /* webpackExclude: /[\\/]en\.ts$/ */ `./features/overview/locales/${locale}`
    ),
);

import { featureCatalogues, type CatalogueLoader } from '@arcvest/shared';
import { englishAtHand } from '@arcvest/shared/rules';
import { messages as english } from './locales/en';

/** The public site's own texts (its home page, footer and routes): English at hand, another language a chunk of its own, fetched only when shown. */
export const loadMessages: CatalogueLoader = englishAtHand(
  english,
  (locale) =>
    import(/* webpackChunkName: "messages-public-[request]" */ /* webpackInclude: /\.ts$/ */ /* webpackExclude: /[\\/]en\.ts$/ */ `./locales/${locale}`),
);

/** The texts of a page the site loads when visited (`features/<feature>/locales`), fetched with the page. */
export const pageMessages = featureCatalogues(
  (feature, locale) =>
    import(/* webpackChunkName: "messages-[request]" */ /* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./features/${feature}/locales/${locale}`),
);

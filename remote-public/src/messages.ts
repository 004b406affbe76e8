import { featureCatalogues, type CatalogueLoader, type Messages } from '@arcvest/shared';

/** The public site's own texts (its home page, footer and routes) in one language: a chunk per language, fetched only when shown. */
export const loadMessages: CatalogueLoader = async (locale) =>
  ((await import(/* webpackChunkName: "messages-public-[request]" */ /* webpackInclude: /\.ts$/ */ `./locales/${locale}`)) as { messages: Messages }).messages;

/** The texts of a page the site loads when visited (`features/<feature>/locales`), fetched with the page. */
export const pageMessages = featureCatalogues(
  (feature, locale) =>
    import(/* webpackChunkName: "messages-[request]" */ /* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./features/${feature}/locales/${locale}`),
);

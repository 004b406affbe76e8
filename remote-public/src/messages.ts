import type { CatalogueLoader, Messages } from '@arcvest/shared';

/** The public site's own texts (its home page, footer and routes) in one language: a chunk per language, fetched only when shown. */
export const loadMessages: CatalogueLoader = async (locale) =>
  ((await import(/* webpackChunkName: "messages-public-[request]" */ /* webpackInclude: /\.ts$/ */ `./locales/${locale}`)) as { messages: Messages }).messages;

const pageLoaders = new Map<string, CatalogueLoader>();

/**
 * The texts of a page the site loads when visited (`features/<feature>/locales`), fetched with the
 * page (docs/i18n.md#messages-and-catalogues). One loader per feature, so the catalogue is added once.
 */
export function pageMessages(feature: string): CatalogueLoader {
  let load = pageLoaders.get(feature);
  if (!load) {
    load = async (locale) =>
      (
        (await import(
          /* webpackChunkName: "messages-[request]" */ /* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./features/${feature}/locales/${locale}`
        )) as { messages: Messages }
      ).messages;
    pageLoaders.set(feature, load);
  }
  return load;
}

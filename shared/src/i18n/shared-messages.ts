import { englishAtHand } from '../rules/rule-messages';
import { messages as english } from '../locales/en';

/**
 * The shared UI kit's texts: English at hand, another language a chunk of its own, fetched only
 * when shown. A `CatalogueLoader`, typed apart so that i18n.ts, which lists it first, is not imported back.
 */
export const loadSharedMessages = englishAtHand(
  english,
  (locale) =>
    import(/* webpackChunkName: "messages-shared-[request]" */ /* webpackInclude: /\.ts$/ */ /* webpackExclude: /[\\/]en\.ts$/ */ `../locales/${locale}`),
);

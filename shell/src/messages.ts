import type { CatalogueLoader } from '@arcvest/shared';
import { englishAtHand } from '@arcvest/shared/rules';
import { messages as english } from './locales/en';

/** The shell's texts: English at hand, another language a chunk of its own, fetched only when shown. */
export const loadShellMessages: CatalogueLoader = englishAtHand(
  english,
  (locale) =>
    import(/* webpackChunkName: "messages-shell-[request]" */ /* webpackInclude: /\.ts$/ */ /* webpackExclude: /[\\/]en\.ts$/ */ `./locales/${locale}`),
);

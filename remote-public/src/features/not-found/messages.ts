/** The public site's not-found page's own words; the page's heading and text are the UI kit's (docs/i18n.md#messages-and-catalogues). */
export const NOT_FOUND_TEXTS = {
  home: /*i18n*/ { id: 'public.notFound.home', message: 'Go to the home page' },
};

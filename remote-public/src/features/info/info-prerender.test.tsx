/** @jest-environment node */
import { TEST_RUNTIME_CONFIG } from '@arcvest/shared/test';
import { renderPage } from '../../prerender';

// The server's HTML of an info page waits for the page's lazy code and its catalogue alike.
it.each([
  ['/terms-and-conditions', 'es', 'Términos y condiciones'],
  ['/about-us', 'ar', 'نبذة عن Arcvest'],
  ['/privacy-policy', 'pt-BR', 'Política de privacidade'],
  ['/privacy-policy', 'en', 'Privacy Policy'],
])('the server renders %s in %s', async (pathname, locale, title) => {
  const html = await renderPage(pathname, TEST_RUNTIME_CONFIG, locale);
  expect(html).toMatch(new RegExp(`<h1 [^>]*>${title}</h1>`));
});

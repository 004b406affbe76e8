/** @jest-environment node */
import { activateLocale } from './i18n/i18n';
import { renderToHtml } from './prerender';
import { TEST_RUNTIME_CONFIG } from './test';
import { NotFound } from './ui/not-found';

describe('renderToHtml', () => {
  afterEach(() => activateLocale('en'));

  it("renders the UI kit in the page's language: shared's catalogue comes with every server bundle", async () => {
    const page = <NotFound backTo="/" backLabel="Inicio" />;
    expect(await renderToHtml(page, '/missing', TEST_RUNTIME_CONFIG, 'es')).toContain('<h1>Página no encontrada</h1>');
    // A language the site does not serve renders in English.
    expect(await renderToHtml(page, '/missing', TEST_RUNTIME_CONFIG, 'xx')).toContain('<h1>Page not found</h1>');
  });
});

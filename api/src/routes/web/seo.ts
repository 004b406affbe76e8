import type { FastifyRequest } from 'fastify';
import {
  DEMO_NOTICE,
  DEMO_NOTICE_ID,
  inEnglish,
  localePath,
  pageMeta,
  SIGNED_IN_AREA,
  sitemapPaths,
  splitLocalePath,
  SUPPORTED_LOCALES,
  type Translate,
  type UiLocale,
} from '@arcvest/shared/rules';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

/**
 * The site's absolute address: PUBLIC_URL when the operator set it, else the origin the request
 * came to (right for a server reached directly; behind a proxy, set PUBLIC_URL).
 */
export function siteUrl(publicUrl: string | null, request: FastifyRequest): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** robots.txt: everything public is open, the signed-in area is not; the sitemap's absolute URL. */
export function robotsTxt(site: string): string {
  return ['User-agent: *', `Disallow: ${SIGNED_IN_AREA}`, 'Allow: /', '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
}

/** A public page's absolute URL in `locale`. */
const pageUrl = (site: string, path: string, locale: UiLocale) => escapeHtml(`${site}${localePath(path, locale)}`);

/** Where a page is in each language, and `x-default` (English's URL, for any other reader): what search engines offer each reader. */
function alternates(site: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...SUPPORTED_LOCALES.map((locale) => ({ hreflang: locale, href: pageUrl(site, path, locale) })),
    { hreflang: 'x-default', href: pageUrl(site, path, 'en') },
  ];
}

/**
 * sitemap.xml (sitemaps.org 0.9) of the public pages search engines may list, each in every
 * language (docs/i18n.md#public-urls-per-language), every URL with its alternates in the others.
 */
export function sitemapXml(site: string): string {
  const urls = sitemapPaths().flatMap((path) =>
    SUPPORTED_LOCALES.map((locale) =>
      [
        `  <url><loc>${pageUrl(site, path, locale)}</loc>`,
        ...alternates(site, path).map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`),
        '</url>',
      ].join(''),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface PageHead {
  pathname: string;
  siteName: string;
  /** The site's absolute address (siteUrl). */
  site: string;
  locale: UiLocale;
  translate: Translate;
}

/**
 * The shell's index.html with the page's own title and description in its language and, for a
 * page search engines may list, its canonical URL and its URL in every language (hreflang); for
 * one they must not, a robots noindex: what a crawler reads before any script runs. The shell keeps
 * title and description right on client-side navigation (shell/src/layout/page-meta.ts).
 */
export function withPageMeta(html: string, { pathname, siteName, site, locale, translate }: PageHead): string {
  const meta = pageMeta(pathname, siteName, translate);
  const { path } = splitLocalePath(pathname);
  const links = meta.indexable
    ? [
        `<link rel="canonical" href="${pageUrl(site, path, locale)}" />`,
        ...alternates(site, path).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" />`),
      ]
    : ['<meta name="robots" content="noindex" />'];
  const head = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description)}" />`, ...links].join('');
  return html.replace(/<title>[^<]*<\/title>/, head);
}

/**
 * On a demo site, the notice at the top of the page's body: in the HTML, it shows from the first
 * paint (before any script) and never pushes the page down when the app draws.
 */
export function withDemoNotice(html: string, demo: boolean, translate: Translate = inEnglish): string {
  if (!demo) return html;
  return html.replace(/<body([^>]*)>/, `<body$1><div id="${DEMO_NOTICE_ID}" class="demo-banner" role="note">${escapeHtml(translate(DEMO_NOTICE))}</div>`);
}

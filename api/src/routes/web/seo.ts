import type { FastifyRequest } from 'fastify';
import { DEMO_NOTICE, DEMO_NOTICE_ID, pageMeta, SIGNED_IN_AREA, sitemapPaths } from '@arcvest/shared/rules';

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

/** sitemap.xml (sitemaps.org 0.9) of the public pages search engines may list. */
export function sitemapXml(site: string): string {
  const urls = sitemapPaths().map((path) => `  <url><loc>${escapeHtml(`${site}${path === '/' ? '/' : path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * The shell's index.html with the page's own title, description and, for a page search engines
 * must not list, a robots noindex: what a crawler reads before any script runs. The shell keeps
 * them right on client-side navigation (shell/src/layout/page-meta.ts).
 */
export function withPageMeta(html: string, pathname: string, siteName: string): string {
  const meta = pageMeta(pathname, siteName);
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.indexable ? [] : ['<meta name="robots" content="noindex" />']),
  ].join('');
  return html.replace(/<title>[^<]*<\/title>/, head);
}

/**
 * On a demo site, the notice at the top of the page's body: in the HTML, it shows from the first
 * paint (before any script) and never pushes the page down when the app draws.
 */
export function withDemoNotice(html: string, demo: boolean): string {
  if (!demo) return html;
  return html.replace(/<body([^>]*)>/, `<body$1><div id="${DEMO_NOTICE_ID}" class="demo-banner" role="note">${escapeHtml(DEMO_NOTICE)}</div>`);
}

import { LEGAL_PAGES, LEGAL_PATHS } from '../../../../common/content/legal-pages';
import { LANGUAGES, localizedPath } from '../../../../common/i18n/languages';
import { languageAlternates } from '../../lib/seo';
import type { Route } from './+types/sitemap';

const STATIC_PAGES = ['/', '/products', '/about', ...LEGAL_PAGES.map((page) => LEGAL_PATHS[page])];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One page in every language: an entry per language, each naming all of them (and x-default) as its
 * alternates, as search engines read a sitemap's hreflang (decision 038).
 */
function entries(publicUrl: string, path: string, lastmod?: Date): string[] {
  const alternates = languageAlternates(publicUrl, path)
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return LANGUAGES.map(
    (language) =>
      `  <url><loc>${escapeXml(publicUrl + localizedPath(path, language))}</loc>${modified}${alternates}</url>`,
  );
}

/** /sitemap.xml: the shop's pages and every product, in English and Urdu, with absolute URLs from PUBLIC_URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const products = await context.services.catalog.listProducts();
  const urls = [
    ...STATIC_PAGES.flatMap((path) => entries(context.publicUrl, path)),
    ...products.flatMap((p) => entries(context.publicUrl, `/product/${p.slug}`, p.updatedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

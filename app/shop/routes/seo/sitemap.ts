import { LEGAL_PAGES, LEGAL_PATHS } from '../../../../common/content/legal-pages';
import type { Route } from './+types/sitemap';

const STATIC_PAGES = ['/', '/products', '/about', ...LEGAL_PAGES.map((page) => LEGAL_PATHS[page])];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** /sitemap.xml: the shop's pages and every product, with absolute URLs from PUBLIC_URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const products = await context.services.catalog.listProducts();
  const urls = [
    ...STATIC_PAGES.map((path) => `  <url><loc>${escapeXml(context.publicUrl + path)}</loc></url>`),
    ...products.map(
      (p) =>
        `  <url><loc>${escapeXml(`${context.publicUrl}/product/${p.slug}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

import { LANGUAGES, localizedPath } from '../../../../common/i18n/languages';
import type { Route } from './+types/robots';

/** Pages about one visitor, in either language (decision 038). */
const PRIVATE = ['/checkout', '/order-confirmation', '/track', '/account/'];

/** /robots.txt: everything but the back office, the API and the private pages, and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    ...LANGUAGES.flatMap((language) => PRIVATE.map((path) => `Disallow: ${localizedPath(path, language)}`)),
    '',
    `Sitemap: ${context.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

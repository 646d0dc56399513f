import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { isStaff } from '../../common/accounts/roles';
import { MAINTENANCE_MESSAGES } from '../../common/settings/admin-settings-schemas';
import type { Services } from '../services';
import { pageRoutePath } from './private-answers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public route that changes the shop (placing an order) and so closes with the shop while
     * maintenance mode is on: the gate answers 503 with `MAINTENANCE_MESSAGES.orderRefused` before it runs.
     */
    closedForMaintenance?: true;
  }
}

/** The route the pages' catch-all is registered under (ssr.ts); every shop page is answered by it. */
const PAGES_ROUTE = '/*';

/**
 * Addresses the pages' catch-all answers that are not the shop: the back office (its login included, so
 * staff can sign in to turn maintenance off), React Router's route manifest (the admin's client
 * navigation needs it, it holds no shop data), signing out, and what crawlers read.
 */
const OPEN_PAGES = new Set(['/__manifest', '/logout', '/robots.txt', '/sitemap.xml']);

/**
 * In development Vite serves the app's modules, its own client and the public files through the pages'
 * catch-all (ssr.ts), so anything that looks like a file is Vite's. In production those are routes of
 * their own (the client build, `/uploads/`) and never reach the gate: an address with a dot that no file
 * answers is a shop page (the 404 page) and stays closed.
 */
const DEV_FILE = /^\/(?:@|node_modules\/)|\.(?!data$)[a-z0-9]+$/i;

/**
 * Whether the shop's pages would answer this request: the pages' catch-all route (or no route at all,
 * which is where an API-only server sends a page address), minus the open addresses above. The API,
 * `/uploads/` and the production client build have routes of their own and are never a shop page.
 */
function isShopPage(request: FastifyRequest, development: boolean): boolean {
  if (!request.is404 && request.routeOptions.url !== PAGES_ROUTE) return false;
  // The path as React Router receives it (ssr.ts builds its Request the same way): dot segments,
  // encoded ones included, already resolved, so `/admin/../products` is judged as `/products`.
  let pathname: string;
  try {
    ({ pathname } = new URL(request.url, 'http://shop.invalid'));
  } catch {
    return true; // no page answers it either; refusing costs nothing
  }
  if (development && DEV_FILE.test(pathname)) return false;
  // An encoded slash or backslash would become a separator once decoded below; no open address has one.
  if (/%2f|%5c/i.test(pathname)) return true;
  // Matched as React Router matches (case, trailing slash, `.data` suffix of a client navigation).
  const route = pageRoutePath(pathname);
  return !(route === '/admin' || route.startsWith('/admin/') || OPEN_PAGES.has(route));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The page's only style, allowed by its hash: the page runs nothing and loads nothing. */
const STYLE =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;' +
  'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fafaf9;color:#292524}' +
  'main{max-width:32rem;padding:2rem 1.5rem;text-align:center}' +
  '.brand{margin:0 0 1.5rem;font-weight:700;letter-spacing:.02em;color:#2f5f1f}' +
  'h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.2}p{margin:0;line-height:1.6;color:#57534e}';
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

/** No script, no frame, no form, nothing from elsewhere: only the inline style above. */
export const MAINTENANCE_PAGE_CSP = [
  "default-src 'none'",
  `style-src '${STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The self-contained page visitors get while the shop is closed, with the shop's name. */
export function maintenancePage(siteName: string): string {
  const name = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(MAINTENANCE_MESSAGES.title)} | ${name}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${name}</p>
<h1>${escapeHtml(MAINTENANCE_MESSAGES.title)}</h1>
<p>${escapeHtml(MAINTENANCE_MESSAGES.body)}</p>
</main>
</body>
</html>
`;
}

function closed(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('Retry-After', String(MAINTENANCE_MESSAGES.retryAfterSeconds))
    .header('Cache-Control', 'no-store');
}

/**
 * Maintenance mode (decision 018): while `site_settings.maintenance_mode` is on, the shop is closed to
 * everyone but signed-in staff, who see it as usual (to check their changes, test orders included):
 * - every shop page (GET, HEAD, a client navigation's `.data` request, a form's post to an action, the
 *   checkout's included) answers 503 with the maintenance page, so no page action runs and no order is
 *   placed from a page;
 * - a route marked `closedForMaintenance` (POST /api/orders) answers 503 with the order refusal, before
 *   its own hooks (the order limit is not charged) and before its body is read;
 * - the back office, the whole API otherwise (sign-in, staff calls, health, the public reads the back
 *   office uses too), uploads, the client build and what crawlers read keep answering.
 * The flag is read per request from the settings kept in memory between changes (`getKeptSettings`,
 * dropped with the public answers' settings, decision 020): turning maintenance off on this copy reopens
 * the shop with the very next request, and on the other copies as soon as the change's notice arrives
 * (milliseconds). The session is looked up only while the shop is closed, and only when a cookie is sent
 * (request.getViewer caches it for the page).
 */
export function registerMaintenanceGate(
  app: FastifyInstance,
  { services, development }: { services: Services; development: boolean },
) {
  app.addHook('onRequest', async (request, reply) => {
    const closesRoute = request.routeOptions.config?.closedForMaintenance === true;
    if (!closesRoute && !isShopPage(request, development)) return;
    const settings = await services.settings.getKeptSettings();
    if (!settings.maintenanceMode) return;
    const viewer = await request.getViewer();
    if (viewer && isStaff(viewer)) return;
    if (closesRoute) return closed(reply).send({ error: MAINTENANCE_MESSAGES.orderRefused });
    return closed(reply)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', MAINTENANCE_PAGE_CSP)
      .send(maintenancePage(settings.siteName));
  });
}

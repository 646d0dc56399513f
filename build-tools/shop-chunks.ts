import { isBackOffice } from './back-office';
import type { Plugin, Rollup } from 'vite';

/**
 * How the client build groups the storefront's modules into files (decision 008), so a shop page loads
 * five or six files instead of twenty: on HTTP/1.1 every file costs a request with ~500 bytes of
 * headers and a turn on one of six connections, and small files compress worse than one.
 *
 * - `framework`: React, React DOM, React Router, the client entry and the root route (the document),
 *   which every page, the back office's too, loads first;
 * - `shop`: the shop layout's route module itself and all it needs (header, cart, pictures), which every
 *   shop page loads, plus what all three of the busiest pages (home, catalogue, product page) share;
 * - `shared-<pages>`: what two of the busiest pages share, when it is worth a request of its own
 *   (the home and product pages' FAQ, video and buy-now button); a smaller share goes to `shop`;
 * - `with-<page>`: what one of the busiest pages shares with other routes, or with what those load on
 *   first use (the product page's breadcrumb, the home page's pricing rules): left to Rollup, each such
 *   set would be a file of its own;
 * - the rest as Rollup groups it: each page's own code, with what only its own dialogs share (they
 *   import it from the page's file), and code loaded on first use (dialogs, the cart drawer, static
 *   islands), which stays out of the first load.
 *
 * Route modules may export more than their own exports (`preserveEntrySignatures: 'allow-extension'`):
 * else the layout's route module would be a file of a hundred bytes re-exporting `shop`, and a page whose
 * dialogs take pieces of it would need one too. The back office is left to Rollup and to
 * `admin-isolation.ts`, which gives it its own copies and checks no shop page loads any of it.
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
const CLIENT_ENTRY = /\/(app|@react-router\/dev\/dist\/config\/defaults)\/entry\.client\.tsx$/;
const ROOT = /\/app\/root\.tsx$/;
const SHOP_LAYOUT = /\/app\/shop\/routes\/layout\.tsx$/;
const BUSIEST_PAGES = {
  home: /\/app\/shop\/routes\/home\.tsx$/,
  products: /\/app\/shop\/routes\/products\.tsx$/,
  product: /\/app\/shop\/routes\/product\.tsx$/,
};
/** React Router's client module of a route: it stays the route's own file (React Router loads it by name). */
const ROUTE_ENTRY = '?__react-router-build-client-route';
/** Below this much source, two pages' share rides in `shop` rather than costing a request of its own. */
const OWN_FILE_MIN_SOURCE = 4_000;

type ModuleInfo = Rollup.GetModuleInfo;

const withoutQuery = (id: string) => id.replace(/\?.*$/, '');
const ownFileName = (id: string) =>
  `route-${withoutQuery(id)
    .replace(/.*\/app\//, '')
    .replace(/\W/g, '-')}`;

/**
 * Every module reached from `start` by static imports. What something imports dynamically loads on use
 * and is Rollup's to place: such a module is not followed, even where the server's code also imports it
 * statically (a static island's server half, which the client build drops).
 */
function staticallyReached(start: string[], getModuleInfo: ModuleInfo): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string, first: boolean) => {
    const info = getModuleInfo(id);
    if (reached.has(id) || isBackOffice(id) || (!first && info?.dynamicImporters.length)) return;
    reached.add(id);
    info?.importedIds.forEach((next) => visit(next, false));
  };
  start.forEach((id) => visit(id, true));
  return reached;
}

/** Which chunk each storefront module goes to (modules left out are Rollup's to place). */
function planShopChunks(getModuleInfo: ModuleInfo, allIds: string[]): Map<string, string> {
  const routeEntries = allIds.filter((id) => id.endsWith(ROUTE_ENTRY) && !isBackOffice(id));
  const entriesOf = (pattern: RegExp) => routeEntries.filter((id) => pattern.test(withoutQuery(id)));
  const reach = (pattern: RegExp) => staticallyReached(entriesOf(pattern), getModuleInfo);
  const plan = new Map<string, string>();
  const assign = (ids: Iterable<string>, chunk: string) => {
    for (const id of ids) if (!plan.has(id) && !id.endsWith(ROUTE_ENTRY)) plan.set(id, chunk);
  };
  assign(reach(ROOT), 'framework');
  assign(reach(SHOP_LAYOUT), 'shop');

  const pages = Object.entries(BUSIEST_PAGES).map(([page, pattern]) => ({ page, reached: reach(pattern) }));
  const shares = new Map<string, string[]>();
  for (const id of new Set(pages.flatMap(({ reached }) => [...reached]))) {
    if (plan.has(id) || id.endsWith(ROUTE_ENTRY)) continue;
    const sharing = pages.filter(({ reached }) => reached.has(id)).map(({ page }) => page);
    if (sharing.length < 2) continue;
    const name = sharing.length === pages.length ? 'shop' : `shared-${sharing.join('-')}`;
    shares.set(name, [...(shares.get(name) ?? []), id]);
  }
  for (const [name, ids] of shares) {
    const source = ids.reduce((sum, id) => sum + (getModuleInfo(id)?.code?.length ?? 0), 0);
    assign(ids, source >= OWN_FILE_MIN_SOURCE ? name : 'shop');
  }

  // What a page shares with other routes, or with what other pages load on first use. What it shares
  // only with its own dialogs stays in its file, which the dialogs import from.
  const dynamicEntries = allIds.filter(
    (id) => !isBackOffice(id) && getModuleInfo(id)?.dynamicImporters.length,
  );
  for (const { page, reached } of pages) {
    const pageEntries = entriesOf(BUSIEST_PAGES[page as keyof typeof BUSIEST_PAGES]);
    const ownCode = [...reached].filter((id) => !plan.has(id));
    const ownDialogs = new Set(ownCode.flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? []));
    const elsewhere = staticallyReached(
      [...routeEntries, ...dynamicEntries].filter((id) => !pageEntries.includes(id) && !ownDialogs.has(id)),
      getModuleInfo,
    );
    assign(
      ownCode.filter((id) => elsewhere.has(id)),
      `with-${page}`,
    );
  }
  return plan;
}

export function shopChunks(): Plugin {
  return {
    name: 'shop-chunks',
    apply: 'build',
    options(options) {
      if (this.environment.name !== 'client') return null;
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
    outputOptions(options) {
      if (this.environment.name !== 'client') return null;
      let plan: Map<string, string> | undefined;
      return {
        ...options,
        manualChunks(id, { getModuleInfo, getModuleIds }) {
          // The entry joins the framework, so the first script a page loads is one file, not two; the
          // bundler's helpers (dynamic imports, CommonJS) go there too, as every page, the admin's too, needs them.
          if (FRAMEWORK.test(id) || CLIENT_ENTRY.test(id) || id.startsWith('\0')) return 'framework';
          if (id.endsWith(ROUTE_ENTRY) && SHOP_LAYOUT.test(withoutQuery(id))) return 'shop';
          // A route without browser code (robots.txt, the sitemap, logout) still needs a file of its own,
          // which React Router looks for; else Rollup may fold it into any other file.
          if (id.endsWith(ROUTE_ENTRY) && getModuleInfo(id)?.exports?.length === 0) return ownFileName(id);
          plan ??= planShopChunks(getModuleInfo, [...getModuleIds()]);
          return plan.get(id);
        },
      };
    },
  };
}

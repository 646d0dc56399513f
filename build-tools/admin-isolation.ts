import type { Plugin, Rollup } from 'vite';
import { ADMIN_COPY, isAdminWing, isBackOffice } from './back-office';

/**
 * Keeps the back office out of the storefront's JavaScript (decisions 013 and 028), in the client build.
 *
 * Rollup groups modules into chunks by the set of routes that load them. When an admin route imports a
 * module a shop page also uses (an icon, `cn`, the toast queue, a form field), that module's set changes
 * and it leaves the shop chunk it was in for a new small chunk: the shop pages then load more files and
 * more bytes although nothing of theirs changed. And small side-effect-free admin chunks can be merged
 * into chunks shop pages load (`experimentalMinChunkSize`).
 *
 * So, in the client build only:
 * 1. every module imported from back-office code gets its own copy (the same file under another id), so
 *    the admin's chunk graph never touches the storefront's. The framework (React, React Router) is the
 *    exception: it is one copy for the whole app and loaded by every page anyway;
 * 2. back-office application modules are marked as having side effects, so Rollup never merges them into
 *    a chunk a shop page loads;
 * 3. the build fails if a chunk any shop page loads still contains a back-office module.
 *
 * The cost is a few kilobytes of duplicated code (icons, zod, `cn`) in the admin's own chunks.
 */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router\/[^/]+|cookie|set-cookie-parser)\//;

/** The chunks a page of `entry` loads up front: the entry's chunk and its static imports, transitively. */
function loadedWith(entry: Rollup.OutputChunk, bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(entry);
  return [...found.values()];
}

export function adminIsolation(): Plugin {
  return {
    name: 'admin-isolation',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || this.environment.name !== 'client' || source.includes('?')) return null;
      const resolved = await this.resolve(source, importer.replace(ADMIN_COPY, ''), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || resolved.id.startsWith('\0') || resolved.id.includes('?'))
        return null;
      if (isAdminWing(resolved.id)) return { ...resolved, moduleSideEffects: 'no-treeshake' };
      if (!isBackOffice(importer) || FRAMEWORK.test(resolved.id)) return null;
      const ourCode = !resolved.id.includes('/node_modules/');
      return {
        ...resolved,
        id: resolved.id + ADMIN_COPY,
        ...(ourCode ? { moduleSideEffects: 'no-treeshake' } : {}),
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const shopEntries = chunks.filter(
        (c) => (c.isEntry || c.isDynamicEntry) && !isBackOffice(c.facadeModuleId ?? ''),
      );
      for (const entry of shopEntries) {
        for (const chunk of loadedWith(entry, bundle)) {
          const leaked = Object.keys(chunk.modules).find(isBackOffice);
          if (leaked) {
            this.error(
              `${chunk.fileName}, loaded with ${entry.facadeModuleId ?? entry.fileName}, contains the back office's ${leaked}`,
            );
          }
        }
      }
    },
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBackOffice } from './back-office';
import type { Plugin } from 'vite';
import type { IconStroke } from '../app/ui/lucide-icon';

/**
 * Rewrites `import { Leaf, X as Close } from 'lucide-react'` in our code, in the client build, so that
 * each icon comes from its own module:
 *
 * - the package's index re-exports ~1,600 icons; when a module importing the index is put in a named
 *   chunk (`shop-chunks.ts`), Rollup pulls every icon the index reaches and no other chunk claims into
 *   that chunk too, so the about page's icons would ride in every shop page's first load;
 * - in the storefront, the icon is drawn by `app/ui/lucide-icon.tsx` from the drawing the
 *   icon's module exports, and lucide-react's own runtime (about 2 KB compressed) is left out. The back
 *   office keeps lucide-react's components (its pages may pass `size`, `strokeWidth`, …);
 * - the shop's own modules (app/shop/) take lucide's stroke from a class, not five attributes an icon
 *   (`IconStroke` in lucide-icon.tsx), and so are rewritten for the server's render too, which must draw
 *   what the browser hydrates. Modules both wings share (app/ui/) are drawn by lucide-react on the
 *   server, so their storefront copy keeps lucide-react's markup.
 */
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const ICON_COMPONENT = fileURLToPath(new URL('../app/ui/lucide-icon.tsx', import.meta.url));

/** Export name → icon module, read from the package index (`export { default as Leaf, … } from './icons/leaf.mjs'`). */
function readIconModules(): Map<string, string> {
  const packageJson = createRequire(import.meta.url).resolve('lucide-react/package.json');
  const index = readFileSync(join(dirname(packageJson), 'dist/esm/lucide-react.mjs'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)\.mjs'/g)) {
    for (const name of names!.matchAll(/default as (\w+)/g)) modules.set(name[1]!, file!);
  }
  return modules;
}

/** The shop's own code: drawn only by shop pages, on the server and in the browser. */
const isShopModule = (id: string): boolean => id.includes('/app/shop/');

function iconImports(
  icons: Array<[string, string]>,
  modules: Map<string, string>,
  storefront: boolean,
  stroke: IconStroke,
): string {
  if (!storefront) {
    return icons
      .map(([name, local]) => `import ${local} from 'lucide-react/icons/${modules.get(name)}';`)
      .join('\n');
  }
  return [
    `import { lucideIcon as __lucideIcon } from ${JSON.stringify(ICON_COMPONENT)};`,
    ...icons.map(
      ([name, local]) =>
        `import { __iconData as __lucide_${local} } from 'lucide-react/icons/${modules.get(name)}';\n` +
        `const ${local} = /* @__PURE__ */ __lucideIcon(__lucide_${local}, '${stroke}');`,
    ),
  ].join('\n');
}

export function lucideIconImports(): Plugin {
  let iconModules: Map<string, string> | undefined;
  return {
    name: 'lucide-icon-imports',
    apply: 'build',
    // The icon modules' own `createLucideIcon(...)` call is then dropped when only the drawing is used.
    options(options) {
      if (this.environment.name !== 'client' || options.treeshake === false) return null;
      const treeshake = typeof options.treeshake === 'object' ? options.treeshake : {};
      const manualPureFunctions = [...(treeshake.manualPureFunctions ?? []), 'createLucideIcon'];
      return { ...options, treeshake: { ...treeshake, manualPureFunctions } };
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lucide-react')) return null;
      const client = this.environment.name === 'client';
      // The server's render rewrites only what must match the browser's markup: the shop's modules.
      if (!client && (this.environment.name !== 'ssr' || !isShopModule(id))) return null;
      iconModules ??= readIconModules();
      const modules = iconModules;
      const storefront = !isBackOffice(id);
      const stroke: IconStroke = isShopModule(id) && storefront ? 'class' : 'attributes';
      const rewritten = code.replace(LUCIDE_IMPORT, (statement, specifiers: string) => {
        const icons = specifiers
          .split(',')
          .map((specifier) => specifier.trim())
          .filter(Boolean)
          .map((specifier): [string, string] => {
            const [name, local = name] = specifier.split(/\s+as\s+/) as [string, string?];
            return [name, local];
          });
        // Anything but icons (the context provider, helpers) keeps the index import.
        if (!icons.every(([name]) => modules.has(name))) return statement;
        return iconImports(icons, modules, storefront, stroke);
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

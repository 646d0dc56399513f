import { createElement, type SVGProps } from 'react';

/** An icon's drawing as lucide-react ships it: the `__iconData` export of `lucide-react/icons/<name>`. */
export type LucideIconData = {
  name: string;
  size?: number;
  aliases?: readonly string[];
  node: ReadonlyArray<readonly [string, Record<string, string>]>;
};

const LABELLING = /^(aria-|role$|title$)/;

/**
 * A lucide icon drawn without lucide-react's runtime (about 2 KB compressed, which every shop page would
 * otherwise load), with the markup lucide-react draws for the props the storefront passes: `className`
 * and `aria-*`. The client build rewrites the shop's `import { Leaf } from 'lucide-react'` to this
 * (build-tools/lucide-icon-imports.ts); tests and development use lucide-react itself, and
 * lucide-icon.test.tsx checks that both draw the same.
 */
export function lucideIcon({ name, size = 24, aliases = [], node }: LucideIconData) {
  const classes = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)].join(' ');
  return function LucideIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    const labelled = Object.keys(props).some((prop) => LABELLING.test(prop));
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox={`0 0 ${size} ${size}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={labelled ? undefined : 'true'}
        {...props}
      >
        {node.map(([tag, attributes]) => createElement(tag, attributes))}
      </svg>
    );
  };
}

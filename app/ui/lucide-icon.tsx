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
 * How an icon gets lucide's stroke (`fill="none" stroke="currentColor" stroke-width="2"`, round caps
 * and joins): as lucide-react writes it, five attributes (and `xmlns`) on every icon; or from the
 * `.line-icon` class (app.css), some 150 bytes less an icon. The shop's own modules (app/shop/) take the
 * class, in the server's render and the browser's alike; modules the back office shares (app/ui/) keep the
 * attributes, as the server draws them there with lucide-react.
 */
export type IconStroke = 'attributes' | 'class';

const STROKE_ATTRIBUTES = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * A lucide icon drawn without lucide-react's runtime (about 2 KB compressed, which every shop page would
 * otherwise load), with the markup lucide-react draws for the props the storefront passes: `className`
 * and `aria-*`. The build rewrites the shop's `import { Leaf } from 'lucide-react'` to this
 * (build-tools/lucide-icon-imports.ts); tests and development use lucide-react itself, and
 * lucide-icon.test.tsx checks that both draw the same.
 */
export function lucideIcon(
  { name, size = 24, aliases = [], node }: LucideIconData,
  stroke: IconStroke = 'attributes',
) {
  const classes = [
    stroke === 'class' ? 'line-icon' : 'lucide',
    `lucide-${name}`,
    ...aliases.map((alias) => `lucide-${alias}`),
  ].join(' ');
  const strokeAttributes = stroke === 'attributes' ? STROKE_ATTRIBUTES : {};
  return function LucideIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    const labelled = Object.keys(props).some((prop) => LABELLING.test(prop));
    return (
      <svg
        xmlns={stroke === 'attributes' ? 'http://www.w3.org/2000/svg' : undefined}
        width={24}
        height={24}
        viewBox={`0 0 ${size} ${size}`}
        {...strokeAttributes}
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={labelled ? undefined : 'true'}
        {...props}
      >
        {node.map(([tag, attributes]) => createElement(tag, attributes))}
      </svg>
    );
  };
}

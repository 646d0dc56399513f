import type { ComponentType, SVGProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as badgeCheck from 'lucide-react/icons/badge-check';
import * as leaf from 'lucide-react/icons/leaf';
import * as loaderCircle from 'lucide-react/icons/loader-circle';
import * as search from 'lucide-react/icons/search';
import * as x from 'lucide-react/icons/x';
import { lucideIcon, type LucideIconData } from './lucide-icon';

type IconModule = { default: ComponentType<SVGProps<SVGSVGElement>>; __iconData: LucideIconData };

// Paths only, paths and circles, an icon with an alias (Loader2), and the header's close icon.
const ICONS = { leaf, search, loaderCircle, badgeCheck, x } as unknown as Record<string, IconModule>;

const PROPS: Array<SVGProps<SVGSVGElement> & Record<`aria-${string}`, string>> = [
  { className: 'h-4 w-4', 'aria-hidden': 'true' },
  { className: 'h-6 w-6 shrink-0' },
  { 'aria-label': 'Close' },
  {},
];

describe('lucideIcon (the storefront build draws lucide icons without lucide-react)', () => {
  for (const [name, icon] of Object.entries(ICONS)) {
    it(`draws ${name} as lucide-react does`, () => {
      const Ours = lucideIcon(icon.__iconData);
      for (const props of PROPS) {
        const theirs = renderToStaticMarkup(<icon.default {...props} />);
        expect(renderToStaticMarkup(<Ours {...props} />)).toBe(theirs);
      }
    });
  }

  it('hides an unlabelled icon from screen readers and keeps a labelled one', () => {
    const Leaf = lucideIcon(ICONS.leaf!.__iconData);
    expect(renderToStaticMarkup(<Leaf />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Leaf aria-label="Organic" />)).not.toContain('aria-hidden');
  });

  it("draws the shop's icons with lucide's stroke from the line-icon class: the same shapes, size and labelling", () => {
    for (const icon of Object.values(ICONS)) {
      const Ours = lucideIcon(icon.__iconData, 'class');
      for (const props of PROPS) {
        const theirs = renderToStaticMarkup(<icon.default {...props} />);
        const ours = renderToStaticMarkup(<Ours {...props} />);
        expect(ours.slice(ours.indexOf('>'))).toBe(theirs.slice(theirs.indexOf('>')));
        const root = (markup: string) => markup.slice(0, markup.indexOf('>'));
        // Their root without xmlns and lucide's five stroke attributes, "lucide" in the class made
        // "line-icon" (app.css gives the same stroke).
        const expected = root(theirs)
          .replace(' xmlns="http://www.w3.org/2000/svg"', '')
          .replace(
            ' fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
            '',
          )
          .replace('class="lucide ', 'class="line-icon ');
        expect(root(ours)).toBe(expected);
        expect(root(ours)).not.toContain('stroke');
      }
    }
  });
});

import { Grid2X2, Grid3X3, List, type LucideIcon } from 'lucide-react';
import { LAYOUTS, type ProductLayout } from '../../../../common/catalog/product-filters';
import { useMessages } from '../../i18n/shop-language';

const LAYOUT_BUTTONS = {
  'grid-2': { label: 'layoutGrid2', Icon: Grid2X2 },
  'grid-3': { label: 'layoutGrid3', Icon: Grid3X3 },
  list: { label: 'layoutList', Icon: List },
} as const satisfies Record<ProductLayout, { label: string; Icon: LucideIcon }>;

/** grid-2, grid-3 or list (storefront §4); submit buttons so the switch also works without JavaScript. */
export function LayoutSwitch({
  layout,
  onChange,
}: {
  layout: ProductLayout;
  onChange: (layout: ProductLayout) => void;
}) {
  const words = useMessages('catalog');
  return (
    <div
      role="group"
      aria-label={words.layout}
      className="flex rounded-lg border border-stone-300 bg-white p-0.5"
    >
      {LAYOUTS.map((value) => {
        const { label, Icon } = LAYOUT_BUTTONS[value];
        const active = value === layout;
        return (
          <button
            key={value}
            type="submit"
            name="layout"
            value={value}
            aria-label={words[label]}
            aria-pressed={active}
            onClick={(event) => {
              event.preventDefault();
              onChange(value);
            }}
            className="layout-button" // app.css: its look follows aria-pressed
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
          </button>
        );
      })}
    </div>
  );
}

import { useEffect, useRef, useState, type ComponentType } from 'react';
import {
  parsePriceBound,
  PRICE_CEILING,
  PRICE_FLOOR,
  type ProductsView,
} from '../../../../common/catalog/product-filters';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { FiltersPanel as ServerFiltersPanel } from './filters-panel';
import { FILTER_TOGGLES, FILTERS_PANEL_CLASS, FILTERS_PANEL_ID } from './filters-panel-box';
import type { UpdateView } from './use-products-view';

type PanelProps = { view: ProductsView; updateView: UpdateView };

// The browser's copy of the panel, once its code is in (the client build leaves the server's import out).
let BrowserFiltersPanel: ComponentType<PanelProps> | undefined;
const loadPanel = async () => {
  BrowserFiltersPanel ??= (await import('./filters-panel')).FiltersPanel;
  return BrowserFiltersPanel;
};

/**
 * What the shopper changed in the server's markup of the panel before its code came in: the browser
 * lets them type a price or tick a box there (a slow phone, a quick hand), and React would draw the panel
 * over it from the URL's view. Read against the fields' own defaults (the values the server drew), so
 * only what they touched counts.
 */
function editsBeforeLoad(panel: HTMLElement | null, view: ProductsView): Partial<ProductsView> {
  const edits: Partial<ProductsView> = {};
  const field = (name: string) => panel?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  for (const [key, fallback] of [
    ['min', PRICE_FLOOR],
    ['max', PRICE_CEILING],
  ] as const) {
    const input = field(key);
    if (!input || input.value === input.defaultValue) continue;
    const bound = parsePriceBound(input.value, fallback);
    if (bound !== view[key]) edits[key] = bound;
  }
  for (const { key, name } of FILTER_TOGGLES) {
    const input = field(name);
    if (input && input.checked !== input.defaultChecked && input.checked !== view[key])
      edits[key] = input.checked;
  }
  return edits;
}

/**
 * The filters panel, whose code (price drafts, toggles: about 1.5 KB compressed) the catalogue loads only
 * when someone opens it. The server always draws it, hidden when closed, so that the form submits its
 * fields without JavaScript; no Suspense boundary, whose content React may send after the rest of the
 * page, where a browser without JavaScript never shows it. In the browser React adopts that markup and
 * leaves it as it is until the panel is open and its code is in; then the panel draws itself in its place,
 * keeping what the shopper typed or ticked in the markup meanwhile, and the field they were in.
 */
export function FiltersPanelSlot({ view, updateView }: PanelProps) {
  const opened = useOpenedOnce(view.filtersOpen);
  const [Panel, setPanel] = useState(() => BrowserFiltersPanel);
  const markup = useRef<HTMLDivElement>(null);
  const latest = useRef({ view, updateView });
  useEffect(() => {
    latest.current = { view, updateView };
  });
  // The field the shopper was in when the panel's code came in, to be in again once React draws it.
  const focusedField = useRef<string | null>(null);
  useEffect(() => {
    if (!opened || Panel) return;
    void loadPanel().then((loaded) => {
      const { view: current, updateView: update } = latest.current;
      const edits = editsBeforeLoad(markup.current, current);
      if (Object.keys(edits).length) update(edits, { replace: true });
      const active = document.activeElement;
      focusedField.current =
        active instanceof HTMLInputElement && markup.current?.contains(active) ? active.name : null;
      setPanel(() => loaded);
    });
  }, [opened, Panel]);
  useEffect(() => {
    if (!Panel || !focusedField.current) return;
    document
      .getElementById(FILTERS_PANEL_ID)
      ?.querySelector<HTMLInputElement>(`input[name="${focusedField.current}"]`)
      ?.focus();
    focusedField.current = null;
  }, [Panel]);

  if (import.meta.env.SSR) return <ServerFiltersPanel view={view} updateView={updateView} />;
  if (Panel) return <Panel view={view} updateView={updateView} />;
  return (
    <div
      ref={markup}
      id={FILTERS_PANEL_ID}
      hidden={!view.filtersOpen}
      className={FILTERS_PANEL_CLASS}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

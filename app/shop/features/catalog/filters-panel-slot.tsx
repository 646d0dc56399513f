import { useEffect, useState, type ComponentType } from 'react';
import type { ProductsView } from '../../../../common/catalog/product-filters';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { FiltersPanel as ServerFiltersPanel } from './filters-panel';
import { FILTERS_PANEL_CLASS, FILTERS_PANEL_ID } from './filters-panel-box';
import type { UpdateView } from './use-products-view';

type PanelProps = { view: ProductsView; updateView: UpdateView };

// The browser's copy of the panel, once its code is in (the client build leaves the server's import out).
let BrowserFiltersPanel: ComponentType<PanelProps> | undefined;
const loadPanel = async () => {
  BrowserFiltersPanel ??= (await import('./filters-panel')).FiltersPanel;
  return BrowserFiltersPanel;
};

/**
 * The filters panel, whose code (price drafts, toggles: about 1.5 KB compressed) the catalogue loads only
 * when someone opens it. The server always draws it, hidden when closed, so that the form submits its
 * fields without JavaScript; no Suspense boundary, whose content React may send after the rest of the
 * page, where a browser without JavaScript never shows it. In the browser React adopts that markup and
 * leaves it as it is until the panel is open and its code is in; then the panel draws itself in its place.
 */
export function FiltersPanelSlot({ view, updateView }: PanelProps) {
  const opened = useOpenedOnce(view.filtersOpen);
  const [Panel, setPanel] = useState(() => BrowserFiltersPanel);
  useEffect(() => {
    if (opened && !Panel) void loadPanel().then((loaded) => setPanel(() => loaded));
  }, [opened, Panel]);

  if (import.meta.env.SSR) return <ServerFiltersPanel view={view} updateView={updateView} />;
  if (Panel) return <Panel view={view} updateView={updateView} />;
  return (
    <div
      id={FILTERS_PANEL_ID}
      hidden={!view.filtersOpen}
      className={FILTERS_PANEL_CLASS}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

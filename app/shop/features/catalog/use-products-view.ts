import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseProductsView,
  serializeProductsView,
  withProductsView,
  type ProductsView,
} from '../../../../common/catalog/product-filters';

export type UpdateView = (patch: Partial<ProductsView>, options?: { replace?: boolean }) => void;

type Pending = { view: ProductsView; base: URLSearchParams };

/**
 * The products page's view state lives in the URL query (storefront §4), so a filtered view can be
 * shared and survives a reload. During SSR `useSearchParams` is the request's query, so the server
 * renders the same filtered list the browser hydrates.
 *
 * React Router updates the URL a task after a click. Until it has, the view just asked for is shown
 * (a ticked box stays ticked, a pressed chip stays pressed); once the URL changes it is the truth again.
 */
export function useProductsView(): { view: ProductsView; updateView: UpdateView } {
  const [searchParams, setSearchParams] = useSearchParams();
  const [pending, setPending] = useState<Pending | null>(null);
  const view = useMemo(
    () => (pending && pending.base === searchParams ? pending.view : parseProductsView(searchParams)),
    [pending, searchParams],
  );

  // Two updates in quick succession (a price field's blur, then a click) build on each other.
  const latest = useRef({ view, searchParams });
  useLayoutEffect(() => {
    latest.current = { view, searchParams };
  });

  const updateView = useCallback<UpdateView>(
    (patch, options) => {
      const { view: current, searchParams: base } = latest.current;
      // Through the URL form and back, so the pending view is exactly what the URL will say.
      const next = parseProductsView(serializeProductsView({ ...current, ...patch }));
      latest.current = { view: next, searchParams: base };
      setPending({ view: next, base });
      // Filtering must not jump the page back to the top.
      setSearchParams(withProductsView(base, next), { replace: options?.replace, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return { view, updateView };
}

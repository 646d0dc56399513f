import { lazy, Suspense, useEffect, useState } from 'react';
import type { DialogSurfaceProps } from './dialog-surface';

const DialogSurface = lazy(() => import('./dialog-surface'));

/**
 * A dialog whose code loads the first time it opens. Pages open one with a plain button and `open`
 * state; the dialog library (focus trap, Escape, scroll lock, focus return) stays out of the first
 * load of every page, where the storefront's JavaScript budget is spent on the page itself.
 */
export function LazyDialog(props: DialogSurfaceProps) {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (props.open) setUsed(true);
  }, [props.open]);
  if (!props.open && !used) return null;
  return (
    <Suspense fallback={null}>
      <DialogSurface {...props} />
    </Suspense>
  );
}

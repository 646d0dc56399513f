import { lazy, Suspense, type ComponentType } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once';
import type { DialogSurfaceProps } from './dialog-surface';

const DialogSurface = lazy(() => import('./dialog-surface'));

/**
 * A dialog whose code loads the first time it opens. Pages open one with a plain button and `open`
 * state; the dialog library (focus trap, Escape, scroll lock, focus return) stays out of the first
 * load of every page, where the storefront's JavaScript budget is spent on the page itself.
 */
export function LazyDialog(props: DialogSurfaceProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DialogSurface {...props} />
    </Suspense>
  );
}

/**
 * A whole dialog, content and all, loaded the first time it opens: for dialogs whose content is code of
 * its own (the cart drawer, the lightbox, the quick view). `load` imports the component, which draws
 * itself with `DialogSurface`; until the first open nothing renders and nothing is fetched.
 *
 *   const Lightbox = lazyDialog(async () => (await import('./gallery-lightbox')).GalleryLightbox);
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LoadedOnFirstOpen(props: P) {
    if (!useOpenedOnce(props.open)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LoadedOnFirstOpen;
}

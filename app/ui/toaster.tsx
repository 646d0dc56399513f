import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastRequested } from '../lib/toast';

const ToasterHost = lazy(() => import('./toaster-host'));

/** Mounts the toaster (and loads its code) only once the first toast is asked for. */
export function Toaster() {
  const needed = useSyncExternalStore(subscribeToToastRequests, toastRequested, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}

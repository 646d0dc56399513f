/**
 * Toasts (storefront §8): a title and a description; "destructive" ones are errors. The toaster itself
 * (sonner) is loaded on the first toast, not with the page: most visits show none, and the storefront's
 * JavaScript budget is small. Toasts asked for before it arrives wait here and show as soon as it does.
 */
export type ToastLink = { label: string; href: string };
export type ToastRequest = {
  kind: 'success' | 'error';
  title: string;
  description?: string;
  link?: ToastLink;
};
type Host = (toast: ToastRequest) => void;

let host: Host | null = null;
const waiting: ToastRequest[] = [];
const listeners = new Set<() => void>();

function request(toast: ToastRequest): void {
  if (host) return host(toast);
  waiting.push(toast);
  for (const listener of listeners) listener();
}

export function notify(title: string, description?: string): void {
  request({ kind: 'success', title, description });
}

export function notifyError(title: string, description?: string, link?: ToastLink): void {
  request({ kind: 'error', title, description, link });
}

/** For the lazy toaster: whether a toast has been asked for yet. */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastRequested(): boolean {
  return host !== null || waiting.length > 0;
}

/** Called by the toaster once it is mounted: shows what waited and takes every later toast directly. */
export function registerToastHost(next: Host | null): void {
  host = next;
  if (next) for (const toast of waiting.splice(0)) next(toast);
}

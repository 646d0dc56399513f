import { toast } from 'sonner';

/** The spec's toasts have a title and a description (storefront §8); "destructive" ones are errors. */
export function notify(title: string, description?: string): void {
  toast.success(title, { description });
}

export function notifyError(title: string, description?: string): void {
  toast.error(title, { description });
}

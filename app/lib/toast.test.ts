import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, notifyError, registerToastHost, subscribeToToastRequests, toastRequested } from './toast';

afterEach(() => registerToastHost(null));

describe('toasts before and after the toaster loads', () => {
  it('keeps toasts asked for before the toaster arrives and shows them, in order, once it does', () => {
    const wake = vi.fn();
    const unsubscribe = subscribeToToastRequests(wake);
    notify('Added to cart', 'Honey has been added to your cart');
    notifyError('Error', 'Failed to add product to cart. Please try again.', { label: 'Retry', href: '/' });
    expect(wake).toHaveBeenCalledTimes(2);
    expect(toastRequested()).toBe(true);

    const host = vi.fn();
    registerToastHost(host);
    expect(host.mock.calls.map(([t]) => [t.kind, t.title])).toEqual([
      ['success', 'Added to cart'],
      ['error', 'Error'],
    ]);
    notify('Item removed', 'Item has been removed from your cart');
    expect(host).toHaveBeenLastCalledWith({
      kind: 'success',
      title: 'Item removed',
      description: 'Item has been removed from your cart',
    });
    unsubscribe();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadButton } from './download-button';
import { json, stubFetch } from '../testing/admin-test-kit';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/toast', () => toasts);

const PATH = '/api/admin/orders/export.csv?status=pending';
let saved: Array<{ name: string; href: string }>;

beforeEach(() => {
  saved = [];
  toasts.notifyError.mockReset();
  // jsdom has no object URLs and does not follow a download link: record what would be saved.
  URL.createObjectURL = vi.fn(() => 'blob:shop.test/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DownloadButton', () => {
  it('saves the file under the name the server gives', async () => {
    const fetchMock = stubFetch(({ path }) =>
      path === PATH
        ? new Response('Order ID\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="orders-2026-11-27.csv"',
            },
          })
        : undefined,
    );
    render(<DownloadButton path={PATH} fallbackName="orders.csv" label="Export CSV" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'orders-2026-11-27.csv', href: 'blob:shop.test/1' }]));
    expect(fetchMock).toHaveBeenCalledWith(PATH, expect.objectContaining({ credentials: 'same-origin' }));
    expect(toasts.notifyError).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's refusal as a toast and saves nothing", async () => {
    stubFetch(() => json({ error: 'At most 10 exports every 10 minutes: try again later' }, 429));
    render(<DownloadButton path={PATH} fallbackName="orders.csv" label="Export CSV" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith(
        'Export failed',
        'At most 10 exports every 10 minutes: try again later',
      ),
    );
    expect(saved).toEqual([]);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportAnswer } from '../../../../common/catalog/product-csv-schemas';
import { json, renderWithQuery, stubFetch } from '../../testing/admin-test-kit';
import { CatalogCsvActions } from './catalog-csv-dialog';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const CSV = 'sku,price,stock\nNF-SID-001,2700.00,12\nDF-AJW-001,,30\n';

const changes: ImportAnswer['changes'] = [
  {
    line: 2,
    sku: 'NF-SID-001',
    slug: 'sidr-honey',
    name: 'Sidr Honey',
    price: { from: '2500.00', to: '2700.00' },
    stock: { from: 0, to: 12 },
    costPrice: null,
  },
  {
    line: 3,
    sku: 'DF-AJW-001',
    slug: 'ajwa-dates',
    name: 'Ajwa Dates',
    price: null,
    stock: { from: 7, to: 30 },
    costPrice: null,
  },
];
const cleanPreview: ImportAnswer = { applied: false, changes, rejected: [], unchanged: 1 };

let bodies: Array<Record<string, unknown>>;
let answers: Array<() => Response>;

beforeEach(() => {
  bodies = [];
  answers = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ url, method, init }) => {
    if (url.pathname === '/api/admin/products/import' && method === 'POST') {
      bodies.push(JSON.parse(init?.body as string) as Record<string, unknown>);
      const next = answers.shift();
      return next ? next() : json({ error: 'No answer planned' }, 500);
    }
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openWithCsv(text = CSV) {
  renderWithQuery(<CatalogCsvActions />);
  fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
  fireEvent.change(within(dialog).getByLabelText('Or paste the CSV'), { target: { value: text } });
  return dialog;
}

describe('catalogue CSV', () => {
  it('fetches the export from the catalogue export address, and shows a refusal as a toast', async () => {
    const fetchMock = stubFetch(({ path }) =>
      path === '/api/admin/products/export.csv' ? json({ error: 'Too many exports' }, 429) : undefined,
    );
    renderWithQuery(<CatalogCsvActions />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Export failed', 'Too many exports'));
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/admin/products/export.csv']);
  });

  it('previews the changes, the rejected rows and the unchanged count, and will not apply them', async () => {
    answers.push(() =>
      json({
        applied: false,
        changes,
        rejected: [{ line: 4, reason: 'No product has the SKU "XX-1"' }],
        unchanged: 2,
      }),
    );
    const dialog = await openWithCsv();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const table = await within(dialog).findByRole('table', { name: '2 products this file changes' });
    const honey = within(table).getByRole('row', { name: /Sidr Honey/ });
    expect(honey.textContent).toContain('NF-SID-001');
    expect(honey.textContent).toContain('2500.00 → to 2700.00');
    expect(honey.textContent).toContain('0 → to 12');
    const dates = within(table).getByRole('row', { name: /Ajwa Dates/ });
    expect(dates.textContent).toContain('unchanged');
    expect(dates.textContent).toContain('7 → to 30');

    expect(within(dialog).getByRole('alert').textContent).toContain('Line 4: No product has the SKU "XX-1"');
    expect(within(dialog).getByRole('status').textContent).toBe('2 rows already match the catalogue.');
    expect(within(dialog).getByRole('button', { name: 'Apply 2 changes' })).toHaveProperty('disabled', true);
    expect(bodies).toEqual([{ csv: CSV, apply: false }]);
  });

  it('reads a chosen file', async () => {
    answers.push(() => json(cleanPreview));
    renderWithQuery(<CatalogCsvActions />);
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    const file = new File([CSV], 'stock.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } });
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Or paste the CSV').value).toBe(CSV),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByRole('table');
    expect(bodies).toEqual([{ csv: CSV, apply: false }]);
  });

  it('applies with the preview sent back, says so and closes', async () => {
    answers.push(() => json(cleanPreview));
    answers.push(() => json({ ...cleanPreview, applied: true }));
    const dialog = await openWithCsv();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const applyButton = await within(dialog).findByRole('button', { name: 'Apply 2 changes' });
    expect(applyButton).toHaveProperty('disabled', false);
    fireEvent.click(applyButton);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toEqual({ csv: CSV, apply: true, previewed: changes });
    expect(toasts.notify).toHaveBeenCalledWith('Catalogue updated', '2 products changed');
  });

  it('shows why an apply was refused and offers a new preview', async () => {
    answers.push(() => json(cleanPreview));
    answers.push(() =>
      json({
        applied: false,
        changes: [changes[0]],
        rejected: [{ line: 3, reason: 'Stock of "Ajwa Dates" is 5 now, not 7 as the preview showed' }],
        unchanged: 1,
      }),
    );
    answers.push(() => json(cleanPreview));
    const dialog = await openWithCsv();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Apply 2 changes' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Nothing was changed');
    expect(alert.textContent).toContain(
      'Line 3: Stock of "Ajwa Dates" is 5 now, not 7 as the preview showed',
    );
    expect(within(dialog).queryByRole('button', { name: /^Apply/ })).toBeNull();
    expect(toasts.notify).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview again' }));
    expect(await within(dialog).findByRole('button', { name: 'Apply 2 changes' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(bodies[2]).toEqual({ csv: CSV, apply: false });
    expect(screen.getByRole('dialog')).toBe(dialog); // still open
  });

  it('shows a refused file as an alert', async () => {
    answers.push(() => json({ error: 'The file is larger than 1 MB: split it into smaller files' }, 400));
    const dialog = await openWithCsv();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The file is larger than 1 MB: split it into smaller files',
    );
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { testimonialSchema, type Testimonial } from '../../../../common/community/community-admin-schemas';
import { json, renderRoute, uuid } from '../../testing/admin-test-kit';
import { stubRecordApi, type RecordApiStub } from '../../testing/record-api-stub';
import { nextOrder, shorten } from '../../forms/record-form';
import { createBody, formValuesOf, initials, patchBody } from './testimonial-form';
import { TestimonialsScreen } from './testimonials-screen';
import { dragByKeyboard, layOutRowsVertically } from '../../testing/sortable-test-kit';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

function testimonialFixture(overrides: Partial<Testimonial>): Testimonial {
  return testimonialSchema.parse({
    id: uuid(1),
    customerName: 'Customer',
    customerTitle: null,
    customerImage: null,
    rating: 5,
    testimonial: 'Lovely.',
    isVerified: true,
    isFeatured: false,
    order: 0,
    isPublished: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

const LONG =
  'The honey arrived well packed and tastes exactly like the one my grandmother used to buy in Swat every winter.';
const amina = testimonialFixture({
  id: uuid(1),
  customerName: 'Amina Khan',
  customerTitle: 'Lahore',
  customerImage: '/uploads/amina.jpg',
  rating: 4,
  testimonial: LONG,
  isFeatured: true,
  order: 0,
});
const bilal = testimonialFixture({
  id: uuid(2),
  customerName: 'Bilal Ahmed',
  rating: 5,
  testimonial: 'Fast delivery.',
  isVerified: false,
  order: 1,
  isPublished: false,
});
const sana = testimonialFixture({ id: uuid(3), customerName: 'Sana', testimonial: 'Great dates.', order: 2 });

let api: RecordApiStub<Testimonial>;

beforeEach(() => {
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  api = stubRecordApi({
    path: '/api/admin/testimonials',
    // Out of order on purpose: the table sorts by `order`.
    rows: [sana, amina, bilal],
    created: (body) => testimonialFixture({ ...body, id: uuid(9) }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = () => renderRoute('/admin/testimonials', <TestimonialsScreen />);
const table = () => screen.findByRole('table', { name: 'Testimonials' });
const bodyRows = () => screen.getAllByRole('row').slice(1);
/** Each row's customer name, top to bottom. */
const customers = () =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[2]!.querySelector('p')!.textContent);
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const sent = (method: string) => api.sent(method);

async function openAdd() {
  renderScreen();
  await table();
  fireEvent.click(screen.getByRole('button', { name: 'Add Testimonial' }));
  return screen.findByRole('dialog', { name: 'Add Testimonial' });
}

describe('the testimonial rules', () => {
  it('places a new one after the last, and names customers without a photo by initials', () => {
    expect(nextOrder([])).toBe(0);
    expect(nextOrder([{ order: 3 }, { order: 7 }, { order: 1 }])).toBe(8);
    expect(initials('Amina Khan')).toBe('AK');
    expect(initials('  sana  ')).toBe('S');
    expect(initials('Muhammad Ali Jinnah')).toBe('MA');
    expect(shorten('short')).toBe('short');
    const cut = shorten(LONG, 80);
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('leaves empty optional fields out of a create, and sends only what changed', () => {
    const values = {
      ...formValuesOf(null, 4),
      customerName: ' Zara ',
      testimonial: 'Good',
      customerTitle: ' ',
    };
    expect(createBody(values)).toEqual({
      customerName: 'Zara',
      testimonial: 'Good',
      rating: 5,
      isVerified: true,
      isFeatured: false,
      order: 4,
      isPublished: true,
    });
    const loaded = formValuesOf(amina);
    expect(patchBody(loaded, loaded)).toEqual({});
    expect(patchBody(loaded, { ...loaded, customerTitle: '', rating: '3', isPublished: false })).toEqual({
      customerTitle: null,
      rating: 3,
      isPublished: false,
    });
  });
});

describe('TestimonialsScreen', () => {
  it('shows the columns, sorted by order, with stars, badges and status', async () => {
    renderScreen();
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Image', 'Customer', 'Rating', 'Testimonial', 'Badges', 'Status', 'Actions']);
    expect(customers()).toEqual(['Amina Khan', 'Bilal Ahmed', 'Sana']);
    const [first, second, third] = bodyRows();
    expect(
      within(first!)
        .getByRole('button', { name: "Drag Amina Khan's testimonial to reorder" })
        .getAttribute('aria-roledescription'),
    ).toBe('sortable');
    expect(within(first!).getByRole('img', { name: 'Photo of Amina Khan' }).getAttribute('src')).toBe(
      '/uploads/amina.jpg',
    );
    expect(first!.textContent).toContain('Lahore');
    expect(
      within(first!)
        .getByRole('img', { name: /^Rated/ })
        .getAttribute('aria-label'),
    ).toBe('Rated 4 out of 5');
    // The testimonial is shown shortened, and read out and hovered in full.
    const quote = within(first!).getByText(shorten(LONG, 80));
    expect(quote.getAttribute('aria-hidden')).toBe('true');
    expect(quote.parentElement!.getAttribute('title')).toBe(LONG);
    expect(first!.textContent).toContain('Verified');
    expect(first!.textContent).toContain('Featured');
    expect(first!.textContent).toContain('Published');
    expect(second!.textContent).toContain('BA');
    expect(within(second!).queryByText('Verified')).toBeNull();
    expect(second!.textContent).toContain('Draft');
    expect(within(third!).getByRole('button', { name: "Edit Sana's testimonial" })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(third!).getByRole('button', { name: "Delete Sana's testimonial" })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('invites the first testimonial when there is none', async () => {
    api.list = [];
    renderScreen();
    const empty = await screen.findByText('No testimonials yet. Create your first testimonial!');
    expect(empty.parentElement!.textContent).toBe(
      'No testimonials yet. Create your first testimonial!' + 'Add Testimonial',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Testimonial' });
    expect(within(dialog).getByLabelText('Customer name')).toHaveProperty('value', '');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toHaveProperty('disabled', false);
  });

  it('requires the customer name and the testimonial before sending anything', async () => {
    const dialog = await openAdd();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(dialog.textContent).toContain('Customer name is required'));
    expect(dialog.textContent).toContain('Testimonial is required');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Customer name'));
    expect(sent('POST')).toEqual([]);
  });

  it('adds one with the defaults (rating 5, verified, published, after the last) and empty fields left out', async () => {
    const dialog = await openAdd();
    expect(within(dialog).getByLabelText('Rating')).toHaveProperty('value', '5');
    expect(within(dialog).getByLabelText('Verified')).toHaveProperty('checked', true);
    expect(within(dialog).getByLabelText('Featured')).toHaveProperty('checked', false);
    expect(within(dialog).getByLabelText('Published')).toHaveProperty('checked', true);
    expect(within(dialog).getByLabelText('Order')).toHaveProperty('value', '3');
    type(within(dialog).getByLabelText('Customer name'), 'Zara Malik');
    type(within(dialog).getByLabelText('Testimonial'), '  The dates were fresh.  ');
    fireEvent.click(within(dialog).getByLabelText('Featured'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Testimonial created'));
    expect(sent('POST')[0]!.body).toEqual({
      customerName: 'Zara Malik',
      testimonial: 'The dates were fresh.',
      rating: 5,
      isVerified: true,
      isFeatured: true,
      order: 3,
      isPublished: true,
    });
    await waitFor(() => expect(customers()).toEqual(['Amina Khan', 'Bilal Ahmed', 'Sana', 'Zara Malik']));
  });

  it('edits one, sending only what changed', async () => {
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: "Edit Bilal Ahmed's testimonial" }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Testimonial' });
    expect(within(dialog).getByLabelText('Published')).toHaveProperty('checked', false);
    fireEvent.click(within(dialog).getByLabelText('Published'));
    type(within(dialog).getByLabelText('Rating'), '3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Testimonial updated'));
    expect(sent('PATCH')).toEqual([
      {
        path: `/api/admin/testimonials/${bilal.id}`,
        method: 'PATCH',
        body: { isPublished: true, rating: 3 },
      },
    ]);
    await waitFor(() =>
      expect(within(bodyRows()[1]!).getAllByRole('cell')[6]!.textContent).toBe('StatusPublished'),
    );
  });

  it("shows the server's message when a save fails", async () => {
    api.answers.create = [() => json({ error: 'Image must be a web address or a path on this site' }, 400)];
    const dialog = await openAdd();
    type(within(dialog).getByLabelText('Customer name'), 'Zara');
    type(within(dialog).getByLabelText('Testimonial'), 'Good.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith(
        'Error',
        'Image must be a web address or a path on this site',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Add Testimonial' })).toBe(dialog); // still open
  });

  it('deletes one after the confirmation', async () => {
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: "Delete Sana's testimonial" }));
    const confirm = await screen.findByRole('alertdialog', { name: "Delete Sana's testimonial?" });
    expect(confirm.textContent).toContain('This testimonial will be permanently deleted.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Testimonial deleted'));
    expect(sent('DELETE')).toEqual([
      { path: `/api/admin/testimonials/${sana.id}`, method: 'DELETE', body: undefined },
    ]);
    await waitFor(() => expect(customers()).toEqual(['Amina Khan', 'Bilal Ahmed']));
  });

  it('reorders by keyboard, showing the new order at once and sending every id in it', async () => {
    onTestFinished(layOutRowsVertically());
    renderScreen();
    await table();
    await dragByKeyboard(screen.getByRole('button', { name: "Drag Amina Khan's testimonial to reorder" }), [
      'ArrowDown',
      'ArrowDown',
    ]);
    expect(customers()).toEqual(['Bilal Ahmed', 'Sana', 'Amina Khan']);
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Order saved'));
    expect(sent('PUT')).toEqual([
      {
        path: '/api/admin/testimonials/order',
        method: 'PUT',
        body: { ids: [bilal.id, sana.id, amina.id] },
      },
    ]);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Order 0',
      'Order 1',
      'Order 2',
    ]);
  });

  it('puts the order back and says why when the server refuses it', async () => {
    onTestFinished(layOutRowsVertically());
    let refuse!: () => void;
    const refused = new Promise<Response>((resolve) => {
      refuse = () => resolve(json({ error: 'ids must name every testimonial' }, 400));
    });
    api.answers.order = [() => refused];
    renderScreen();
    await table();
    await dragByKeyboard(screen.getByRole('button', { name: "Drag Sana's testimonial to reorder" }), [
      'ArrowUp',
    ]);
    expect(customers()).toEqual(['Amina Khan', 'Sana', 'Bilal Ahmed']);
    expect(screen.getByRole('button', { name: "Drag Sana's testimonial to reorder" })).toHaveProperty(
      'disabled',
      true,
    );
    refuse();
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'ids must name every testimonial'),
    );
    expect(customers()).toEqual(['Amina Khan', 'Bilal Ahmed', 'Sana']);
    expect(toasts.notify).not.toHaveBeenCalled();
  });
});

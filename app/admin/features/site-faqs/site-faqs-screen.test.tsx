// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { faqSchema, type SiteFaq } from '../../../../common/community/community-admin-schemas';
import { json, renderRoute, uuid } from '../../testing/admin-test-kit';
import { stubRecordApi, type RecordApiStub } from '../../testing/record-api-stub';
import { createBody, faqName, formValuesOf, patchBody } from './faq-form';
import { SiteFaqsScreen } from './site-faqs-screen';
import { dragByKeyboard, layOutRowsVertically } from '../../testing/sortable-test-kit';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

function faqFixture(overrides: Partial<SiteFaq>): SiteFaq {
  return faqSchema.parse({
    id: uuid(1),
    question: 'A question?',
    answer: 'An answer.',
    category: null,
    order: 0,
    isPublished: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

const pay = faqFixture({
  id: uuid(1),
  question: 'How do I pay?',
  answer: 'Cash on delivery, all over Pakistan.',
  category: 'Payment',
  order: 0,
});
const ship = faqFixture({
  id: uuid(2),
  question: 'How long does delivery take?',
  answer:
    'Orders reach the big cities in two to three working days and the rest of the country in four to six working days.',
  category: 'Shipping',
  order: 1,
});
const store = faqFixture({
  id: uuid(3),
  question: 'How should I store honey?',
  answer: 'Away from sunlight.',
  order: 2,
  isPublished: false,
});

let api: RecordApiStub<SiteFaq>;

beforeEach(() => {
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  api = stubRecordApi({
    path: '/api/admin/site-faqs',
    rows: [ship, store, pay],
    created: (body) => faqFixture({ ...body, id: uuid(9) }),
    other: ({ url }, { list }) =>
      url.pathname === '/api/admin/site-faqs/categories'
        ? json([...new Set(list.flatMap((f) => (f.category ? [f.category] : [])))].sort())
        : undefined,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (url = '/admin/site-faqs') =>
  renderRoute('/admin/site-faqs', <SiteFaqsScreen />, { url, showLocation: true });
const table = () => screen.findByRole('table', { name: /^Site FAQs/ });
const bodyRows = () => screen.getAllByRole('row').slice(1);
/** Each row's question, top to bottom. */
const questions = () =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.querySelector('p')!.textContent);
const chips = () => within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button');
const address = () => screen.getByRole('status', { name: 'Address', hidden: true }).textContent;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const sent = (method: string) => api.sent(method);

async function openAdd() {
  await table();
  fireEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
  return screen.findByRole('dialog', { name: 'Add FAQ' });
}

describe('the FAQ rules', () => {
  it('leaves an empty category out of a create, and clears it on update with null', () => {
    expect(createBody({ ...formValuesOf(null, 3), question: ' Q? ', answer: ' A. ', category: ' ' })).toEqual(
      {
        question: 'Q?',
        answer: 'A.',
        order: 3,
        isPublished: true,
      },
    );
    const loaded = formValuesOf(pay);
    expect(patchBody(loaded, loaded)).toEqual({});
    expect(patchBody(loaded, { ...loaded, category: '', order: '7' })).toEqual({ category: null, order: 7 });
    expect(faqName(pay)).toBe('FAQ “How do I pay?”');
  });
});

describe('SiteFaqsScreen', () => {
  it('shows the columns, sorted by order, with the category and status', async () => {
    renderScreen();
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Question', 'Answer', 'Category', 'Status', 'Actions']);
    expect(questions()).toEqual([pay.question, ship.question, store.question]);
    const [first, second, third] = bodyRows();
    expect(first!.textContent).toContain('Payment');
    expect(first!.textContent).toContain('Published');
    // The long answer is cut short on screen, and read out whole.
    const [shown, spoken] = within(second!).getAllByText(/^Orders reach the big cities/);
    expect(shown!.textContent).toMatch(/…$/);
    expect(spoken!.textContent).toBe(ship.answer);
    expect(third!.textContent).toContain('None');
    expect(third!.textContent).toContain('Draft');
    expect(
      within(third!).getByRole('button', { name: 'Edit FAQ “How should I store honey?”' }),
    ).toHaveProperty('disabled', false);
  });

  it('lists the categories and filters by one, in the address, with reordering off meanwhile', async () => {
    renderScreen();
    await table();
    expect(chips().map((chip) => chip.textContent)).toEqual(['All', 'Payment', 'Shipping']);
    expect(chips()[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Shipping' }));
    await waitFor(() => expect(questions()).toEqual([ship.question]));
    expect(address()).toBe('?category=Shipping');
    expect(screen.getByRole('button', { name: 'Shipping' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Reordering is off/).textContent).toBe(
      '1 of 3 FAQs, in “Shipping”. Reordering is off while a category is chosen: choose All to drag FAQs into a new order.',
    );
    expect(
      screen.getByRole('button', { name: 'Drag FAQ “How long does delivery take?” to reorder' }),
    ).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(questions()).toHaveLength(3));
    expect(address()).toBe('');
    expect(screen.getByRole('button', { name: 'Drag FAQ “How do I pay?” to reorder' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('opens on the category named in the address', async () => {
    renderScreen('/admin/site-faqs?category=Payment');
    const shown = await table();
    expect(questions()).toEqual([pay.question]);
    expect(shown.querySelector('caption')!.textContent).toBe('Site FAQs in Payment');
  });

  it('invites the first FAQ when there is none', async () => {
    api.list = [];
    renderScreen();
    const empty = await screen.findByText('No FAQs yet. Create your first FAQ!');
    expect(empty.parentElement!.textContent).toBe('No FAQs yet. Create your first FAQ!' + 'Add FAQ');
    fireEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add FAQ' });
    expect(within(dialog).getByLabelText('Question')).toHaveProperty('value', '');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toHaveProperty('disabled', false);
  });

  it('requires the question and the answer before sending anything', async () => {
    renderScreen();
    const dialog = await openAdd();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(dialog.textContent).toContain('Question is required'));
    expect(dialog.textContent).toContain('Answer is required');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Question'));
    expect(sent('POST')).toEqual([]);
  });

  it('adds one after the last, suggesting the categories in use', async () => {
    renderScreen();
    const dialog = await openAdd();
    const category = within(dialog).getByLabelText('Category');
    const suggestions = document.getElementById(category.getAttribute('list')!)!;
    expect(Array.from(suggestions.querySelectorAll('option')).map((o) => o.value)).toEqual([
      'Payment',
      'Shipping',
    ]);
    expect(within(dialog).getByLabelText('Order')).toHaveProperty('value', '3');
    expect(within(dialog).getByLabelText('Published')).toHaveProperty('checked', true);
    type(within(dialog).getByLabelText('Question'), 'Do you ship abroad?');
    type(within(dialog).getByLabelText('Answer'), 'Not yet.');
    type(category, 'Shipping');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('FAQ created'));
    expect(sent('POST')[0]!.body).toEqual({
      question: 'Do you ship abroad?',
      answer: 'Not yet.',
      category: 'Shipping',
      order: 3,
      isPublished: true,
    });
    await waitFor(() => expect(questions()).toHaveLength(4));
  });

  it('edits one, sending only what changed, and deletes one after the confirmation', async () => {
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Edit FAQ “How should I store honey?”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit FAQ' });
    fireEvent.click(within(dialog).getByLabelText('Published'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('FAQ updated'));
    expect(sent('PATCH')).toEqual([
      { path: `/api/admin/site-faqs/${store.id}`, method: 'PATCH', body: { isPublished: true } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete FAQ “How do I pay?”' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete FAQ “How do I pay?”?' });
    expect(confirm.textContent).toContain('This FAQ will be permanently deleted.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('FAQ deleted'));
    await waitFor(() => expect(questions()).toEqual([ship.question, store.question]));
  });

  it('reorders by keyboard, sending every id in the new order', async () => {
    onTestFinished(layOutRowsVertically());
    renderScreen();
    await table();
    await dragByKeyboard(
      screen.getByRole('button', { name: 'Drag FAQ “How should I store honey?” to reorder' }),
      ['ArrowUp', 'ArrowUp'],
    );
    expect(questions()).toEqual([store.question, pay.question, ship.question]);
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Order saved'));
    expect(sent('PUT')).toEqual([
      { path: '/api/admin/site-faqs/order', method: 'PUT', body: { ids: [store.id, pay.id, ship.id] } },
    ]);
  });

  it('puts the order back when the server refuses it', async () => {
    onTestFinished(layOutRowsVertically());
    api.answers.order = [() => json({}, 500)];
    renderScreen();
    await table();
    await dragByKeyboard(screen.getByRole('button', { name: 'Drag FAQ “How do I pay?” to reorder' }), [
      'ArrowDown',
    ]);
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'HTTP error! status: 500'));
    expect(questions()).toEqual([pay.question, ship.question, store.question]);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AdminApiError } from '../data/admin-api';
import { fieldError, renderRoute } from '../testing/admin-test-kit';
import { useWatch } from 'react-hook-form';
import { EditorDialog, EditorDialogFrame, EditorForm } from './editor-dialog';
import { TextField } from './fields';
import { FormTabs } from './form-tabs';
import { ListField } from './list-field';
import { ListTextLineField, PriceField } from './more-fields';
import { ShownRefusal } from './server-refusal';
import { bodySchema, useAdminForm } from './use-admin-form';
import * as toast from '../../lib/toast';

type Values = { title: string; slug: string; rows: Array<{ question: string }> };
const apiSchema = z.object({
  title: z.string().min(1, 'Title is required'),
  slug: z.string().regex(/^[a-z-]+$/, 'Slug: lowercase letters and hyphens'),
  rows: z.array(z.object({ question: z.string().min(1, 'Question is required') })).max(2),
});
const toBody = (values: Values) => ({ ...values, title: values.title.trim() });

function Harness({
  save,
  onClose = () => {},
}: {
  save: (values: Values) => Promise<unknown>;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(true);
  const editor = useAdminForm<Values>({
    defaultValues: { title: '', slug: 'honey', rows: [] },
    schema: bodySchema(apiSchema, toBody),
    save,
    onSaved: () => setOpen(false),
    failedMessage: 'Failed to save',
    uniqueField: 'slug',
  });
  if (!open) return <p>closed</p>;
  return (
    <EditorDialog editor={editor} title="Edit" submitLabel="Save" unsaved="this thing" onClose={onClose}>
      <TextField name="title" label="Title" />
      <TextField name="slug" label="Slug" />
      <ListField name="rows" item="FAQ" addLabel="Add FAQ" newRow={() => ({ question: '' })} max={2}>
        {(path) => <TextField name={`${path}.question`} label="Question" />}
      </ListField>
    </EditorDialog>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The harness in a router (the save button follows the router's navigation), once it has drawn. */
async function show(ui: ReactNode, firstField = 'Title') {
  const view = renderRoute('/', ui);
  await screen.findByLabelText(firstField);
  return view;
}

/** Types as a person would: the whole value, then the blur that marks the field as left. */
function type(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: (field as HTMLInputElement).value + text } });
}

describe('the admin form engine', () => {
  it("sends nothing while a field has a problem, shows the schema's words and focuses the first", async () => {
    const save = vi.fn(async () => undefined);
    await show(<Harness save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(fieldError(title)).toBe('Title is required'));
    expect(document.activeElement).toBe(title);
    expect(save).not.toHaveBeenCalled();
  });

  it('shows a problem once the field is left, and clears it as the person types', async () => {
    await show(<Harness save={async () => undefined} />);
    const title = screen.getByLabelText('Title');
    fireEvent.focus(title);
    fireEvent.blur(title);
    await waitFor(() => expect(fieldError(title)).toBe('Title is required'));
    type(title, 'Sidr honey');
    await waitFor(() => expect(fieldError(title)).toBeUndefined());
  });

  it('saves the values as typed, then runs onSaved', async () => {
    const save = vi.fn(async () => undefined);
    await show(<Harness save={save} />);
    type(screen.getByLabelText('Title'), ' Sidr ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('closed');
    expect(save).toHaveBeenCalledWith({ title: ' Sidr ', slug: 'honey', rows: [] });
  });

  it("puts the server's details under the fields they name and toasts its message", async () => {
    const notifyError = vi.spyOn(toast, 'notifyError');
    const save = vi.fn(async () => {
      throw new AdminApiError(400, 'Question is too long', [
        'rows.0.question: Question is too long',
        'other: x',
      ]);
    });
    await show(<Harness save={save} />);
    type(screen.getByLabelText('Title'), 'Sidr');
    fireEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    type(screen.getByLabelText('Question'), 'Why?');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const question = screen.getByLabelText('Question');
    await waitFor(() => expect(fieldError(question)).toBe('Question is too long'));
    expect(document.activeElement).toBe(question);
    expect(notifyError).toHaveBeenCalledWith('Error', 'Question is too long');
    expect(screen.queryByText('closed')).toBeNull();
  });

  it('a 409 on a create is the unique field’s problem', async () => {
    const save = vi.fn(async () => {
      throw new AdminApiError(409, 'Slug "honey" is already used');
    });
    await show(<Harness save={save} />);
    type(screen.getByLabelText('Title'), 'Sidr');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('Slug'))).toBe('Slug "honey" is already used'),
    );
  });

  it('says the fallback when the server gives no words (a network failure)', async () => {
    const notifyError = vi.spyOn(toast, 'notifyError');
    await show(<Harness save={async () => Promise.reject(new AdminApiError(0, 'offline'))} />);
    type(screen.getByLabelText('Title'), 'Sidr');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Error', 'Failed to save'));
  });

  it('adds rows up to the most allowed, removes one, and checks each row', async () => {
    await show(<Harness save={async () => undefined} />);
    const add = screen.getByRole('button', { name: 'Add FAQ' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(screen.getAllByLabelText('Question')).toHaveLength(2);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove FAQ 1' }));
    expect(screen.getAllByLabelText('Question')).toHaveLength(1);
    expect((add as HTMLButtonElement).disabled).toBe(false);
    type(screen.getByLabelText('Title'), 'Sidr');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(screen.getByLabelText('Question'))).toBe('Question is required'));
  });

  it('asks before throwing away changes, and closes at once when nothing changed', async () => {
    const onClose = vi.fn();
    const { unmount } = await show(<Harness save={async () => undefined} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    const onCloseChanged = vi.fn();
    await show(<Harness save={async () => undefined} onClose={onCloseChanged} />);
    type(screen.getByLabelText('Title'), 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeTruthy();
    expect(onCloseChanged).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onCloseChanged).toHaveBeenCalledTimes(1);
  });
});

type Tabbed = {
  slug: string;
  sku: string;
  price: string;
  tags: { text: string };
  note: string;
  plans: Array<{ label: string }>;
};
const tabbedSchema = z.object({
  note: z.string().min(1, 'Note is required'),
  plans: z.array(z.object({ label: z.string().min(1, 'Label is required') })),
});

function PlanTitle({ path, n }: { path: string; n: number }) {
  const label = useWatch({ name: `${path}.label` }) as string;
  return <>{label ? `Plan ${n}: ${label}` : `Plan ${n}`}</>;
}

/** A form in tabs, in a frame drawn before its form, with the extra fields and a 409 about one of two fields. */
function TabbedHarness({ save }: { save: (values: Tabbed) => Promise<unknown> }) {
  const editor = useAdminForm<Tabbed>({
    defaultValues: { slug: '', sku: '', price: '', tags: { text: '' }, note: '', plans: [] },
    schema: bodySchema(tabbedSchema, (values: Tabbed) => values),
    save,
    failedMessage: 'Failed to save',
    uniqueField: (error) => (error.message.startsWith('SKU ') ? 'sku' : undefined),
  });
  const main = (
    <>
      <TextField name="slug" label="Slug" normalize={(text) => text.toLowerCase()} />
      <TextField name="sku" label="SKU" />
      <PriceField name="price" label="Price" currencySymbol="Rs" />
      <ListTextLineField name="tags" label="Tags" />
    </>
  );
  const more = (
    <>
      <TextField name="note" label="Note" />
      <ListField
        name="plans"
        item="Plan"
        title={(path, i) => <PlanTitle path={path} n={i + 1} />}
        removeLabel={(i) => `Remove plan ${i + 1}`}
        addLabel="Add plan"
        newRow={() => ({ label: '' })}
      >
        {(path) => <TextField name={`${path}.label`} label="Label" />}
      </ListField>
    </>
  );
  return (
    <EditorDialogFrame title="Edit" onClose={() => {}}>
      <EditorForm editor={editor} submitLabel="Save" unsaved="this thing" onClose={() => {}}>
        <FormTabs
          label="Sections"
          tabOf={(name) => (name === 'note' || name.startsWith('plans') ? 'more' : 'main')}
          tabs={[
            { key: 'main', label: 'Main', content: main },
            { key: 'more', label: 'More', content: more },
          ]}
        />
      </EditorForm>
    </EditorDialogFrame>
  );
}

describe('the admin form engine: tabs and the extra fields', () => {
  it("counts each tab's problems, and a refused save opens the first problem's tab and focuses it", async () => {
    const save = vi.fn(async () => undefined);
    await show(<TabbedHarness save={save} />, 'Slug');
    fireEvent.click(screen.getByRole('tab', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Main' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const more = await screen.findByRole('tab', { name: 'More (2 errors)' });
    expect(more.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Note')));
    expect(save).not.toHaveBeenCalled();
    type(screen.getByLabelText('Note'), 'Hi');
    await screen.findByRole('tab', { name: 'More (1 error)' });
  });

  it('keeps typed text in its form, says what checkout charges, and titles rows by their values', async () => {
    await show(<TabbedHarness save={async () => undefined} />, 'Slug');
    type(screen.getByLabelText('Slug'), 'Sidr-HONEY');
    expect(screen.getByLabelText('Slug')).toHaveProperty('value', 'sidr-honey');
    type(screen.getByLabelText('Price'), '1850.5');
    const price = screen.getByLabelText('Price');
    expect(document.getElementById(`${price.id}-hint`)!.textContent).toBe('Charged at checkout: Rs 1,850.50');
    fireEvent.click(screen.getByRole('tab', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    type(screen.getByLabelText('Label'), '2 Jars');
    expect(screen.getByRole('group', { name: 'Plan 1: 2 Jars' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove plan 1' }));
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('puts a 409 under the field the refusal names, and a refusal the form showed itself toasts nothing', async () => {
    const notifyError = vi.spyOn(toast, 'notifyError');
    const save = vi
      .fn<(values: Tabbed) => Promise<unknown>>()
      .mockRejectedValueOnce(new AdminApiError(409, 'SKU "A-1" is already used'))
      .mockRejectedValueOnce(new ShownRefusal('shown'));
    await show(<TabbedHarness save={save} />, 'Slug');
    type(screen.getByLabelText('Tags'), 'a, b');
    fireEvent.click(screen.getByRole('tab', { name: 'More' }));
    type(screen.getByLabelText('Note'), 'Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(screen.getByLabelText('SKU'))).toBe('SKU "A-1" is already used'));
    expect(screen.getByRole('tab', { name: 'Main (1 error)' }).getAttribute('aria-selected')).toBe('true');
    expect(save.mock.calls[0]![0]).toMatchObject({ tags: { text: 'a, b' }, note: 'Hi' });
    expect(notifyError).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(notifyError).toHaveBeenCalledTimes(1);
  });
});

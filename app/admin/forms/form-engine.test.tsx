// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { createRoutesStub, Link, useNavigate, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AdminApiError } from '../data/admin-api';
import { fieldError, renderRoute, renderWithQuery } from '../testing/admin-test-kit';
import { checkSchema } from './check-schema';
import { useWatch } from 'react-hook-form';
import { EditorDialog, EditorDialogFrame, EditorForm } from './editor-dialog';
import { CheckboxField, ListTextLineField, SelectField, TextField, useBoundField } from './fields';
import { FormFrame } from './form-frame';
import { FormProblems } from './form-problems';
import { FormRefusal } from './form-refusal';
import { FormTabs } from './form-tabs';
import { askingMore } from './form-rules';
import { LeaveGuard } from './leave-guard';
import { ListField } from './list-field';
import { PriceField } from './price-field';
import { SaveRefusal, ShownRefusal } from './server-refusal';
import { SwitchField } from './switch-field';
import { bodySchema, useAdminForm, type AdminFormOptions } from './use-admin-form';
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
  onSaved,
  goBack,
}: {
  save: (values: Values) => Promise<unknown>;
  onClose?: () => void;
  /** Instead of showing 'closed': what a screen does after a save (drops `?edit=` from the address). */
  onSaved?: () => void;
  /** The browser's Back, made from inside the dialog. */
  goBack?: () => void;
}) {
  const [open, setOpen] = useState(true);
  const editor = useAdminForm<Values>({
    defaultValues: { title: '', slug: 'honey', rows: [] },
    schema: bodySchema(apiSchema, toBody),
    save,
    onSaved: onSaved ?? (() => setOpen(false)),
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
      {goBack ? (
        <button type="button" onClick={goBack}>
          Go back
        </button>
      ) : null}
    </EditorDialog>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The harness in a router (the save button follows the router's navigation), once it has drawn. */
async function show(ui: ReactNode, label = 'Title') {
  const view = renderRoute('/', ui);
  await screen.findByLabelText(label);
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
    expect(
      (await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).contains(
        screen.getByRole('button', { name: 'Discard changes' }),
      ),
    ).toBe(true);
    expect(onCloseChanged).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onCloseChanged).toHaveBeenCalledTimes(1);
  });
});

type Plans = {
  plans: Array<{ name: string; price: string }>;
  facts: Array<{ label: string }>;
  lines: Array<{ text: string }>;
};
const plansSchema = z
  .object({
    plans: z.array(z.object({ name: z.string().min(1, 'Name is required'), price: z.string() })),
    facts: z.array(z.object({ label: z.string() })),
    lines: z.array(z.object({ text: z.string() })).max(1, 'One line at most'),
  })
  .superRefine((values, ctx) => {
    // A problem no field shows: the form's check puts it under root.<n>.
    if (values.plans[0]?.name === 'whole')
      ctx.addIssue({ code: 'custom', path: ['root', '0'], message: 'The whole form is wrong' });
  });

function ListHarness({
  onRemove,
  onInvalid,
}: {
  onRemove?: (index: number, count: number) => void;
  onInvalid?: () => void;
}) {
  const editor = useAdminForm<Plans>({
    defaultValues: { plans: [{ name: 'Plan 1', price: '6,500' }], facts: [{ label: 'A' }], lines: [] },
    schema: plansSchema,
    save: async () => undefined,
    failedMessage: 'Failed to save',
    onInvalid,
  });
  return (
    <EditorDialog
      editor={editor}
      title="Plans"
      submitLabel="Save"
      unsaved="these plans"
      onClose={() => {}}
      formLabel="Plans form"
      aside={<aside aria-label="Beside the form">Preview</aside>}
    >
      <FormProblems title="Please fix these" />
      <ListField
        name="plans"
        item="Plan"
        title={(index) => `Plan ${index + 1} of the shop`}
        removeLabel={(index) => `Delete plan ${index + 1}`}
        addLabel="Add plan"
        newRow={(count) => ({ name: `Plan ${count + 1}`, price: '' })}
        min={1}
        max={3}
        hideAddWhenFull
        onRemove={onRemove}
      >
        {(path, index) => (
          <>
            <TextField name={`${path}.name`} label={`Name ${index + 1}`} />
            <PriceField name={`${path}.price`} label={`Price ${index + 1}`} />
          </>
        )}
      </ListField>
      <ListField name="facts" item="Fact" fixed>
        {(path) => <TextField name={`${path}.label`} label="Fact label" />}
      </ListField>
      <ListField name="lines" item="line" layout="plain" addLabel="Add line" newRow={() => ({ text: '' })}>
        {(path, index, remove) => (
          <TextField name={`${path}.text`} label={`Line ${index + 1}`} addon={remove} />
        )}
      </ListField>
    </EditorDialog>
  );
}

describe('the admin form engine: lists, prices and problems of the whole form', () => {
  /** The harness in a router, once it has drawn. */
  async function showList(ui: ReactNode) {
    renderRoute('/', ui);
    await screen.findByLabelText('Name 1');
  }

  it('titles rows as told, keeps the fewest, hides Add when full and tells of a removal', async () => {
    const onRemove = vi.fn();
    await showList(<ListHarness onRemove={onRemove} />);
    expect(
      screen.getByRole('group', { name: 'Plan 1 of the shop' }).contains(screen.getByLabelText('Name 1')),
    ).toBe(true);
    // One plan is the fewest: it cannot be deleted.
    expect(screen.queryByRole('button', { name: 'Delete plan 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    expect(screen.getByLabelText('Name 2')).toHaveProperty('value', 'Plan 2');
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    expect(screen.queryByRole('button', { name: 'Add plan' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete plan 1' }));
    expect(onRemove).toHaveBeenCalledWith(0, 3);
    expect(screen.getByLabelText('Name 1')).toHaveProperty('value', 'Plan 2');
    expect(screen.getByRole('button', { name: 'Add plan' })).toHaveProperty('disabled', false);
  });

  it('draws fixed rows without Add or Remove, and plain rows with the Remove button they place', async () => {
    await showList(<ListHarness />);
    expect(screen.getByRole('group', { name: 'Fact 1' }).contains(screen.getByLabelText('Fact label'))).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: /Fact/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    const line = screen.getByLabelText('Line 1');
    expect(line.parentElement?.parentElement?.querySelector('button')?.getAttribute('aria-label')).toBe(
      'Remove line 1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.queryByLabelText('Line 1')).toBeNull();
  });

  it("shows a list's own problem under its rows and tells the form of a refused save", async () => {
    const onInvalid = vi.fn();
    await showList(<ListHarness onInvalid={onInvalid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('One line at most')).textContent).toBe('One line at most');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]![0]).toHaveProperty('lines');
  });

  it('says beside a price what checkout charges, until the text is not one amount', async () => {
    await showList(<ListHarness />);
    const price = screen.getByLabelText('Price 1');
    const said = () => document.getElementById(`${price.id}-hint`)?.textContent;
    expect(said()).toBe('Charged at checkout: Rs 6,500.00');
    expect(price.getAttribute('aria-describedby')).toContain(`${price.id}-hint`);
    type(price, '0');
    expect(said()).toMatch(/^Price has a comma in the wrong place/);
  });

  it('lists the problems no field shows and focuses them when no field has one', async () => {
    await showList(<ListHarness />);
    // The aside is beside the form, not in it; the footer's Save still saves the form.
    const form = screen.getByRole('form', { name: 'Plans form' });
    expect(form.contains(screen.getByRole('complementary', { name: 'Beside the form' }))).toBe(false);
    fireEvent.change(screen.getByLabelText('Name 1'), { target: { value: 'whole' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please fix these:The whole form is wrong');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });
});

/** A form whose refusals show in it, asking more than its API, with a field that follows another. */
function AskingHarness({
  save,
  refusal,
}: {
  save: (values: Asked) => Promise<unknown>;
  refusal: Pick<AdminFormOptions<Asked>, 'refusalShown' | 'refusalField'>;
}) {
  const editor = useAdminForm<Asked>({
    defaultValues: { kind: '', code: '' },
    schema: askingMore<Asked>(
      bodySchema(askedApi, (values: Asked) => values),
      (values) =>
        values.kind === 'boxed' && !values.code ? [{ path: 'code', message: 'Enter the code' }] : [],
    ),
    save,
    failedMessage: 'Failed to save',
    ...refusal,
  });
  const kind = useWatch({ control: editor.form.control, name: 'kind' });
  return (
    <EditorDialog
      editor={editor}
      title="Ask"
      formLabel="Asking form"
      submitLabel="Send"
      busyLabel="Sending…"
      submitDisabled={kind === 'none'}
      unsaved="this"
      onClose={() => {}}
    >
      <FormRefusal />
      <KindField />
      <TextField name="code" label="Code" />
    </EditorDialog>
  );
}
type Asked = { kind: string; code: string };
// The API says its own thing about a code without a kind; the form's question comes first.
const askedApi = z
  .object({ kind: z.string(), code: z.string() })
  .refine((body) => !body.code || body.kind, { message: 'A code needs its kind', path: ['code'] });

function KindField() {
  const { value, onChange } = useBoundField<string>('kind', ['code']);
  return (
    <label>
      Kind
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any</option>
        <option value="boxed">Boxed</option>
        <option value="none">None</option>
      </select>
    </label>
  );
}

/** The asking harness in a router, once it has drawn. */
describe('the admin form engine, for forms that say more', () => {
  it("asks the form's own questions first, and checks a field again when the one it follows changes", async () => {
    const save = vi.fn(async () => undefined);
    await show(<AskingHarness save={save} refusal={{}} />, 'Code');
    expect(screen.getByRole('form', { name: 'Asking form' }).contains(screen.getByLabelText('Kind'))).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'boxed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(fieldError(code)).toBe('Enter the code'));
    type(code, 'AB-1');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: '' } });
    await waitFor(() => expect(fieldError(code)).toBe('A code needs its kind'));
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'none' } });
    await waitFor(() => expect(fieldError(code)).toBeUndefined());
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('shows a refusal naming no field at the top of the form, without a toast, until the form changes', async () => {
    const notifyError = vi.spyOn(toast, 'notifyError');
    await show(
      <AskingHarness
        save={async () => Promise.reject(new AdminApiError(409, 'Changed by someone else'))}
        refusal={{ refusalShown: 'form' }}
      />,
      'Code',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Changed by someone else');
    expect(notifyError).not.toHaveBeenCalled();
    type(screen.getByLabelText('Code'), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("says a save's own refusal in its words, and puts any refusal under refusalField", async () => {
    await show(
      <AskingHarness
        save={async () => Promise.reject(new SaveRefusal('Not worked out yet'))}
        refusal={{ refusalShown: 'form', refusalField: 'code' }}
      />,
      'Code',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fieldError(screen.getByLabelText('Code'))).toBe('Not worked out yet'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("leaves the words to the save's own call when told, and says it is busy in the form's words", async () => {
    const notifyError = vi.spyOn(toast, 'notifyError');
    let refuse: (error: Error) => void = () => {};
    await show(
      <AskingHarness
        save={() => new Promise((_, reject) => (refuse = reject))}
        refusal={{ refusalShown: 'save' }}
      />,
      'Code',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    refuse(new AdminApiError(400, 'Refused', ['code: Code is odd']));
    await waitFor(() => expect(fieldError(screen.getByLabelText('Code'))).toBe('Code is odd'));
    expect(notifyError).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

type Account = { username: string; role: string; locked: boolean; notify: boolean };

/** A form whose checks are a function (checkSchema), with the options the own-account forms use. */
function AccountHarness({
  save,
  onInvalid,
  discard,
  onClose = () => {},
}: {
  save: (values: Account) => Promise<unknown>;
  onInvalid?: () => void;
  discard?: false | { title: string; description: string; confirmLabel: string };
  onClose?: () => void;
}) {
  const editor = useAdminForm<Account>({
    defaultValues: { username: 'sana', role: 'cms', locked: true, notify: false },
    schema: checkSchema((values: Account) => ({
      username: values.username.trim() ? undefined : 'Username is required',
    })),
    save,
    failedMessage: 'Failed to save',
    refusalField: (error) => (/username/i.test(error.message) ? 'username' : null),
    refusalShown: 'both',
    onInvalid,
  });
  return (
    <EditorDialog
      editor={editor}
      title="Account"
      submitLabel="Save"
      unsaved="this account"
      discard={discard}
      onClose={onClose}
    >
      <FormRefusal />
      <TextField name="username" label="Username" />
      <SelectField
        name="role"
        label="Role"
        options={[{ value: 'cms', label: 'CMS' }]}
        disabled
        describedBy="why"
      />
      <CheckboxField name="locked" label="Locked" hint="Cannot sign in." disabled describedBy="why" />
      <SwitchField name="notify" label="Notify" hint="Tell them." />
      <p id="why">This account is protected.</p>
    </EditorDialog>
  );
}

describe('the admin form engine: checks by function, refusals in words, the kit’s extras', () => {
  it('shows a checkSchema problem at its field and tells onInvalid, sending nothing', async () => {
    const save = vi.fn(async () => undefined);
    const onInvalid = vi.fn();
    await show(<AccountHarness save={save} onInvalid={onInvalid} />, 'Username');
    const username = screen.getByLabelText('Username');
    fireEvent.change(username, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(username)).toBe('Username is required'));
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(username);
    expect(save).not.toHaveBeenCalled();
  });

  it('puts a refusal named in its words under its field, and one about no field above the fields', async () => {
    const save = vi
      .fn<(values: Account) => Promise<unknown>>()
      .mockRejectedValueOnce(new AdminApiError(409, 'Username "sana" is already taken'))
      .mockRejectedValueOnce(new AdminApiError(0, 'offline'));
    await show(<AccountHarness save={save} />, 'Username');
    const username = screen.getByLabelText('Username');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(username)).toBe('Username "sana" is already taken'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to save'));
    expect(fieldError(username)).toBeUndefined();
  });

  it('keeps a field shown disabled, described by the note saying why, and sends its value', async () => {
    const save = vi.fn(async () => undefined);
    await show(<AccountHarness save={save} />, 'Username');
    for (const label of ['Role', 'Locked']) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveProperty('disabled', true);
      expect(control.getAttribute('aria-describedby')).toContain('why');
    }
    fireEvent.click(screen.getByRole('switch', { name: 'Notify' }));
    expect(screen.getByRole('switch', { name: 'Notify' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ username: 'sana', role: 'cms', locked: true, notify: true }),
    );
  });

  it('asks in the dialog’s own words, or closes without asking when told to', async () => {
    const onClose = vi.fn();
    const words = { title: 'Discard this new account?', description: 'Lose it?', confirmLabel: 'Discard' };
    const { unmount } = await show(
      <AccountHarness save={async () => undefined} discard={words} onClose={onClose} />,
      'Username',
    );
    type(screen.getByLabelText('Username'), 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard this new account?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    const onCloseAtOnce = vi.fn();
    await show(
      <AccountHarness save={async () => undefined} discard={false} onClose={onCloseAtOnce} />,
      'Username',
    );
    type(screen.getByLabelText('Username'), 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCloseAtOnce).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

function PageForm() {
  const { form, submit } = useAdminForm<{ title: string }>({
    defaultValues: { title: '' },
    schema: z.object({ title: z.string() }),
    save: async () => undefined,
    failedMessage: 'Failed to save',
  });
  return (
    <FormFrame form={form} submit={submit} label="Page form">
      <TextField name="title" label="Title" />
      <LeaveGuard when={form.formState.isDirty} description="Leave and lose the title?" />
    </FormFrame>
  );
}

describe('a form on a page', () => {
  it('asks before leaving the screen with unsaved changes (LeaveGuard), and leaves when told to', async () => {
    const Stub = createRoutesStub([
      {
        path: '/page',
        Component: () => (
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <PageForm />
          </>
        ),
      },
      { path: '/elsewhere', Component: () => <h1>Elsewhere</h1> },
    ]);
    renderWithQuery(<Stub initialEntries={['/page']} />);
    expect(
      (await screen.findByRole('form', { name: 'Page form' })).contains(screen.getByLabelText('Title')),
    ).toBe(true);
    type(screen.getByLabelText('Title'), 'Sidr');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(ask.textContent).toContain('Leave and lose the title?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Sidr');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await screen.findByRole('heading', { name: 'Elsewhere' });
  });
});

/** A list whose editor is open while the address names it (`?edit=1`), as the record screens do. */
function EditList() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const open = params.get('edit') === '1';
  const close = () => setParams({});
  return (
    <>
      <p>List</p>
      {open ? (
        <Harness save={async () => undefined} onClose={close} onSaved={close} goBack={() => navigate(-1)} />
      ) : null}
    </>
  );
}

describe('an editor dialog opened by the address', () => {
  function renderEditList() {
    const Stub = createRoutesStub([{ path: '/list', Component: EditList }]);
    renderWithQuery(<Stub initialEntries={['/list', '/list?edit=1']} initialIndex={1} />);
  }

  it("holds the browser's Back with unsaved changes, and asks the dialog's question", async () => {
    renderEditList();
    type(await screen.findByLabelText('Title'), 'Sidr');
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Sidr');

    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Title')).toBeNull());
  });

  it('lets a save that closes the dialog go without asking', async () => {
    renderEditList();
    type(await screen.findByLabelText('Title'), 'Sidr');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Title')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
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
      <PriceField name="price" label="Price" />
      <ListTextLineField name="tags" label="Tags" />
    </>
  );
  const more = (
    <>
      <TextField name="note" label="Note" />
      <ListField
        name="plans"
        item="Plan"
        title={(i, path) => <PlanTitle path={path} n={i + 1} />}
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
    expect(
      screen.getByRole('group', { name: 'Plan 1: 2 Jars' }).contains(screen.getByLabelText('Label')),
    ).toBe(true);
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

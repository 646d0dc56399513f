// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AdminApiError } from '../data/admin-api';
import { renderRoute } from '../testing/admin-test-kit';
import * as toast from '../../lib/toast';
import { compareVersions } from './conflict';
import { EditorDialog } from './editor-dialog';
import { CheckboxField, SelectField, TextField } from './fields';
import { ListField } from './list-field';
import { bodySchema, useAdminForm } from './use-admin-form';

type Values = {
  title: string;
  kind: 'honey' | 'dates';
  published: boolean;
  rows: Array<{ question: string; answer: string }>;
};
const schema = z.object({ title: z.string().min(1, 'Title is required') }).loose();
const STALE = 'This thing was changed by someone else since you opened it.';

const opened: Values = {
  title: 'Sidr honey',
  kind: 'honey',
  published: false,
  rows: [{ question: 'Raw?', answer: 'Yes' }],
};

/** A record saved against the version it opened, as the product editor is (decision 016). */
function Harness({
  saved,
  save,
}: {
  /** The record as someone else saved it; an Error when it cannot be read. */
  saved: Values | Error;
  save: (values: Values, version: number) => Promise<unknown>;
}) {
  const version = useRef(1);
  const [closed, setClosed] = useState(false);
  const editor = useAdminForm<Values>({
    defaultValues: opened,
    schema: bodySchema(schema, (values: Values) => values),
    save: (values) => save(values, version.current),
    onSaved: () => setClosed(true),
    failedMessage: 'Failed to save',
    conflict: {
      when: (error) => error instanceof AdminApiError && error.status === 409,
      reload: async () => {
        if (saved instanceof Error) throw saved;
        version.current = 2;
        return saved;
      },
    },
  });
  if (closed) return <p>closed</p>;
  return (
    <EditorDialog
      editor={editor}
      title="Edit"
      submitLabel="Save"
      unsaved="this thing"
      onClose={() => setClosed(true)}
    >
      <TextField name="title" label="Title" />
      <SelectField
        name="kind"
        label="Kind"
        options={[
          { value: 'honey', label: 'Honey' },
          { value: 'dates', label: 'Dates' },
        ]}
      />
      <CheckboxField name="published" label="Published" hint="Shown on the shop." />
      <ListField name="rows" item="FAQ" addLabel="Add FAQ" newRow={() => ({ question: '', answer: '' })}>
        {(path) => (
          <>
            <TextField name={`${path}.question`} label="Question" />
            <TextField name={`${path}.answer`} label="Answer" />
          </>
        )}
      </ListField>
    </EditorDialog>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const staleSave = () =>
  vi
    .fn<(values: Values, version: number) => Promise<unknown>>()
    .mockRejectedValueOnce(new AdminApiError(409, STALE))
    .mockResolvedValue(undefined);

/** Opens the harness, changes the title and the FAQ's answer, and saves into the 409. */
async function saveIntoConflict(saved: Values | Error, save = staleSave()) {
  renderRoute('/', <Harness saved={saved} save={save} />);
  change(await screen.findByLabelText('Title'), 'Sidr honey, raw');
  change(screen.getByLabelText('Answer'), 'Yes, never heated');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return save;
}

const theirs: Values = {
  title: 'Sidr honey (Yemen)',
  kind: 'dates',
  published: false,
  rows: [{ question: 'Raw?', answer: 'Yes' }],
};

describe('the form engine: a save refused because someone else saved first', () => {
  it('keeps what was typed and lists it beside the saved version, with what else they changed', async () => {
    const notifyError = vi.spyOn(toast, 'notifyError');
    const save = await saveIntoConflict(theirs);
    const view = await screen.findByRole('region', {
      name: 'Someone else saved this thing while you were editing it',
    });
    // Focus moves to the heading once the region is drawn: a busy machine can find the region first.
    await waitFor(() => expect(document.activeElement).toBe(within(view).getByRole('heading')));
    expect(notifyError).toHaveBeenCalledWith('Error', STALE);
    expect(
      within(view)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Title' + 'Your version' + 'Sidr honey, raw' + 'Saved version' + 'Sidr honey (Yemen)',
      'FAQ 1 › Answer' + 'Your version' + 'Yes, never heated' + 'Saved version' + 'Yes',
    ]);
    expect(view.textContent).toContain('Also changed in the saved version, kept either way: Kind.');
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Sidr honey, raw');

    // Nothing is sent until the person chose, not even by Enter in a field.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.submit(screen.getByLabelText('Title').closest('form')!);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('re-applies the changes on top of the saved version, and the next save goes against it', async () => {
    const save = await saveIntoConflict(theirs);
    const view = await screen.findByRole('region');
    fireEvent.click(within(view).getByRole('button', { name: 'Re-apply my changes' }));
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Sidr honey, raw');
    expect(screen.getByLabelText('Answer')).toHaveProperty('value', 'Yes, never heated');
    // Their change to a field the person left alone stays.
    expect(screen.getByLabelText('Kind')).toHaveProperty('value', 'dates');
    expect(document.activeElement!.textContent).toBe(
      'Your changes are back on top of the saved version of this thing. Save to keep them.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('closed');
    expect(save).toHaveBeenLastCalledWith(
      {
        title: 'Sidr honey, raw',
        kind: 'dates',
        published: false,
        rows: [{ question: 'Raw?', answer: 'Yes, never heated' }],
      },
      2,
    );
  });

  it('keeps the saved version when asked: the form holds it, unchanged, and closes without asking', async () => {
    const save = await saveIntoConflict(theirs);
    const view = await screen.findByRole('region');
    fireEvent.click(within(view).getByRole('button', { name: 'Keep saved version' }));
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Sidr honey (Yemen)');
    expect(screen.getByLabelText('Answer')).toHaveProperty('value', 'Yes');
    expect(document.activeElement!.textContent).toBe(
      'The form shows the saved version of this thing; your changes were dropped.',
    );
    // Not changed any more: Cancel closes at once, without the discard question.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('closed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('keeps the form as typed when the saved version cannot be read', async () => {
    const notifyError = vi.spyOn(toast, 'notifyError');
    await saveIntoConflict(new AdminApiError(0, 'Network error'));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Error', 'The saved version could not be read'),
    );
    expect(notifyError).toHaveBeenCalledWith('Error', STALE);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Sidr honey, raw');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});

describe('compareVersions', () => {
  it('compares lists row by row while every version has as many rows, else as one value', () => {
    const mine = { ...opened, rows: [{ question: 'Raw?', answer: 'Always' }] };
    expect(compareVersions(opened, mine, opened).differing.map((leaf) => leaf.path)).toEqual([
      'rows.0.answer',
    ]);
    const added = { ...opened, rows: [...opened.rows, { question: 'Where from?', answer: 'Yemen' }] };
    const result = compareVersions(opened, added, theirs);
    expect(result.changed.map((leaf) => leaf.path)).toEqual(['rows']);
    expect(result.theirs.map((leaf) => leaf.path)).toEqual(['title', 'kind']);
  });

  it('lists nothing the saved version already holds', () => {
    const same = { ...opened, title: 'Sidr honey (Yemen)' };
    const result = compareVersions(opened, same, theirs);
    expect(result.changed.map((leaf) => leaf.path)).toEqual(['title']);
    expect(result.differing).toEqual([]);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, Link, useLocation, useNavigate } from 'react-router';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useUrlView } from '../../lib/url-view';
import { EditorDialog } from '../forms/editor-dialog';
import { TextField } from '../forms/fields';
import { bodySchema, useAdminForm } from '../forms/use-admin-form';
import { renderWithQuery } from '../testing/admin-test-kit';
import { EDITOR_ENTRY, useUrlEditor } from './use-url-editor';

const viewSchema = z.object({
  edit: z.string().min(1).nullable().catch(null),
  q: z.string().catch(''),
});

/** Where the router is, and the browser's Back. */
function Place() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p role="status" aria-label="Address">
        {location.pathname + location.search}
      </p>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

let mounts = 0;

function Editor({ id, onClose }: { id: string; onClose: () => void | Promise<unknown> }) {
  const navigate = useNavigate();
  const editor = useAdminForm<{ title: string }>({
    defaultValues: { title: `Record ${id}` },
    schema: bodySchema(z.object({ title: z.string() }), (values: { title: string }) => values),
    save: async () => undefined,
    onSaved: onClose,
    failedMessage: 'Failed to save',
  });
  return (
    <EditorDialog
      editor={editor}
      title="Edit record"
      submitLabel="Save"
      unsaved="this record"
      onClose={onClose}
    >
      <TextField name="title" label="Title" />
      <button type="button" onClick={() => void navigate(-1)}>
        Go back
      </button>
    </EditorDialog>
  );
}

function CountedEditor(props: { id: string; onClose: () => void | Promise<unknown> }) {
  mounts += 1;
  return <Editor {...props} />;
}

function ListScreen() {
  const { view, updateView, searchParams } = useUrlView(viewSchema);
  const { editId, open, openOnClick, close } = useUrlEditor(view.edit, updateView);
  const editLink = useRef<HTMLAnchorElement>(null);
  const linkQuery = new URLSearchParams(searchParams);
  linkQuery.set('edit', '8');
  return (
    <>
      <h1>List</h1>
      <Place />
      <button type="button" onClick={() => open('7')}>
        Edit 7
      </button>
      {/* A search box's commit, landing after the editor opened over the list. */}
      <button type="button" onClick={() => updateView({ q: 'honey' }, { replace: true })}>
        Commit search
      </button>
      {/* An Edit link, its address written at this render. */}
      <Link ref={editLink} to={`?${linkQuery}`} state={EDITOR_ENTRY} onClick={openOnClick('8')}>
        Edit 8
      </Link>
      {/* A search box's commit, then a click on Edit in the same moment, before the link is drawn again. */}
      <button
        type="button"
        onClick={() => {
          updateView({ q: 'honey' }, { replace: true });
          editLink.current?.click();
        }}
      >
        Commit search and edit 8
      </button>
      {editId ? <CountedEditor key={editId} id={editId} onClose={close} /> : null}
    </>
  );
}

function Elsewhere() {
  return (
    <>
      <h1>Elsewhere</h1>
      <Place />
      <Link to="/list?edit=7">Record 7</Link>
    </>
  );
}

function renderScreens(entries: string[]) {
  mounts = 0;
  const Stub = createRoutesStub([
    { path: '/elsewhere', Component: Elsewhere },
    { path: '/list', Component: ListScreen },
  ]);
  renderWithQuery(<Stub initialEntries={entries} initialIndex={entries.length - 1} />);
}

const address = () => screen.getByRole('status', { name: 'Address', hidden: true }).textContent;
const dialog = () => screen.findByRole('dialog', { name: 'Edit record' });
const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** The browser's Back from the screen under the editor: where it leads. */
async function backFromList() {
  fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  await screen.findByRole('heading', { name: 'Elsewhere' });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('an editor in the address (?edit=)', () => {
  it("opens over its list: the browser's Back closes it and shows the list, then leaves the screen", async () => {
    renderScreens(['/elsewhere', '/list']);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 7' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Go back' }));
    await gone();
    expect(address()).toBe('/list');
    await backFromList();
  });

  it('arrived at from another screen, it still has its list beneath, and opens once', async () => {
    renderScreens(['/elsewhere']);
    fireEvent.click(await screen.findByRole('link', { name: 'Record 7' }));
    const opened = await dialog();
    await waitFor(() => expect(address()).toBe('/list?edit=7'));
    expect(mounts).toBe(1);
    fireEvent.click(within(opened).getByRole('button', { name: 'Go back' }));
    await gone();
    expect(address()).toBe('/list');
    await backFromList();
  });

  it('closing goes back to the list, so no entry is left to reopen it', async () => {
    renderScreens(['/elsewhere', '/list']);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 7' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await gone();
    expect(address()).toBe('/list');
    await backFromList();
  });

  it('a save or a confirmed discard closes it without asking again; Back with changes asks first', async () => {
    renderScreens(['/elsewhere', '/list']);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 7' }));
    fireEvent.change(within(await dialog()).getByLabelText('Title'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await gone();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(address()).toBe('/list');

    fireEvent.click(screen.getByRole('button', { name: 'Edit 7' }));
    fireEvent.change(within(await dialog()).getByLabelText('Title'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(address()).toBe('/list?edit=7');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await gone();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(address()).toBe('/list');
    await backFromList();
  });

  it('a search committed after the editor opened is the list it closes back to', async () => {
    renderScreens(['/elsewhere', '/list']);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 7' }));
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Commit search', hidden: true }));
    await waitFor(() => expect(address()).toBe('/list?edit=7&q=honey'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await gone();
    await waitFor(() => expect(address()).toBe('/list?q=honey'));
    await backFromList();
  });

  it('a click on an Edit link drawn before a search committed keeps the search, there and after closing', async () => {
    renderScreens(['/elsewhere', '/list']);
    fireEvent.click(await screen.findByRole('button', { name: 'Commit search and edit 8' }));
    await dialog();
    await waitFor(() => expect(address()).toBe('/list?q=honey&edit=8'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await gone();
    await waitFor(() => expect(address()).toBe('/list?q=honey'));
  });
});

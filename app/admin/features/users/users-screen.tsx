import { Plus, SearchX } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { To } from 'react-router';
import { USER_MESSAGES, type StaffUser } from '../../../../common/accounts/staff-admin-schemas';
import { errorMessage } from '../../data/admin-api';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { secondaryButton } from '../../forms/editor-fields';
import { PageHeader } from '../../kit/page-header';
import { useAdminUser } from '../../data/session';
import { EmptyState, ErrorState, SkeletonRows } from '../../kit/states';
import { notifyError } from '../../../lib/toast';
import { useUrlView, writeView } from '../../../lib/url-view';
import { useUrlEditor } from '../../kit/use-url-editor';
import { UserCreateDialog } from './user-create-dialog';
import { UserEditDialog } from './user-edit-dialog';
import { UsersFilters } from './users-filters';
import { useDeleteUser, USERS_LOAD_FAILED, useUsers, useVerifyUser } from './users-query';
import { UsersTable } from './users-table';
import { filterUsers, hasFilters, usersViewSchema } from './users-view';

const primaryButton =
  'inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none';

/**
 * Back-office §2 User management (the super admin only): the filter card (search, Email
 * Status, User Role, in the URL), the table 'Users (count)' of the accounts the filters leave, Add New
 * User, Edit User (`?edit=<id>`), Verify email and Delete through the confirmation.
 */
export function UsersScreen() {
  const viewer = useAdminUser();
  const users = useUsers();
  const verify = useVerifyUser();
  const remove = useDeleteUser();
  const { view, updateView, searchParams } = useUrlView(usersViewSchema);
  const [typed, setTyped] = useState(view.q);
  const [searchKey, setSearchKey] = useState(0);
  const [creating, setCreating] = useState(false);
  const [doomed, setDoomed] = useState<StaffUser | null>(null);
  const tableHeadingId = useId();
  // The editor is a history entry over the list: Back closes it (use-url-editor.ts).
  const { editId, openOnClick, close: closeEditor } = useUrlEditor(view.edit, updateView);

  const editLink = useCallback(
    (user: StaffUser): To => ({
      search: `?${writeView(new URLSearchParams(searchParams), usersViewSchema, { edit: user.id })}`,
    }),
    [searchParams],
  );

  const all = users.data;
  const shown = useMemo(() => (all ? filterUsers(all, { ...view, q: typed }) : []), [all, view, typed]);
  const editing = editId && all ? (all.find((user) => user.id === editId) ?? null) : null;

  // A link to an account that is gone (deleted since, or mistyped) says so once, then closes.
  const reportedMissing = useRef<string | null>(null);
  useEffect(() => {
    if (!editId || !all || editing || reportedMissing.current === editId) return;
    reportedMissing.current = editId;
    notifyError('Error', USER_MESSAGES.notFound);
    closeEditor();
  }, [editId, all, editing, closeEditor]);

  const filtering = hasFilters({ ...view, q: typed });
  function clearFilters() {
    // A search still being typed is dropped too: its box starts afresh, its pending commit with it.
    setTyped('');
    setSearchKey((key) => key + 1);
    updateView({ q: '', email: null, role: null });
  }

  return (
    <>
      <PageHeader
        title="User Management"
        description="Staff accounts and customers: add staff, verify emails, change roles."
        actions={
          <button type="button" onClick={() => setCreating(true)} className={primaryButton}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add User
          </button>
        }
      />
      <UsersFilters
        view={view}
        filtering={filtering}
        searchKey={searchKey}
        onType={setTyped}
        onChange={updateView}
        onClear={clearFilters}
      />
      <section aria-labelledby={tableHeadingId}>
        <h2 id={tableHeadingId} className="mb-3 text-lg font-semibold text-stone-900">
          {all ? `Users (${shown.length})` : 'Users'}
        </h2>
        {/* The count as it changes with the filters, for screen readers (the heading is not announced). */}
        <p role="status" className="sr-only">
          {all && filtering ? `${shown.length} of ${all.length} users match the filters` : ''}
        </p>
        {users.isPending ? (
          <SkeletonRows rows={5} label="Loading users…" />
        ) : users.isError && !all ? (
          <ErrorState
            title="The users could not be loaded"
            message={errorMessage(users.error, USERS_LOAD_FAILED)}
            onRetry={() => void users.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={USER_MESSAGES.empty}
            action={
              filtering ? (
                <button type="button" onClick={clearFilters} className={secondaryButton}>
                  Clear filters
                </button>
              ) : undefined
            }
          />
        ) : (
          <UsersTable
            caption="Users"
            users={shown}
            viewerId={viewer.id}
            editLink={editLink}
            onEditClick={openOnClick}
            verifyingId={verify.isPending ? (verify.variables ?? null) : null}
            onVerify={(user) => verify.mutate(user.id)}
            onDelete={setDoomed}
          />
        )}
      </section>
      {creating ? <UserCreateDialog onClose={() => setCreating(false)} /> : null}
      {editing ? <UserEditDialog key={editing.id} user={editing} onClose={closeEditor} /> : null}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        title={USER_MESSAGES.deleteConfirmTitle}
        description={
          <>
            <span className="block">{USER_MESSAGES.deleteConfirm}</span>
            {doomed ? (
              <span className="mt-1 block">
                The account <strong className="font-semibold text-stone-900">{doomed.username}</strong> (
                {doomed.email}) will be deleted.
              </span>
            ) : null}
          </>
        }
        confirmLabel="Delete user"
        onConfirm={() => remove.mutateAsync(doomed!.id)}
      />
    </>
  );
}

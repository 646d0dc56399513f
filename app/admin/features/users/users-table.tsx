import { BadgeCheck, CircleAlert, LoaderCircle, MailCheck, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link, type To } from 'react-router';
import type { StaffUser } from '../../../../common/accounts/staff-admin-schemas';
import { formatDateTime } from '../../kit/format';
import { EDITOR_ENTRY } from '../../kit/use-url-editor';
import { cn } from '../../../lib/cn';
import { canDelete, isSuperAdmin, roleLabel } from './users-view';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
const action =
  'inline-flex items-center gap-1.5 rounded-md border bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60';

/** Verified or Unverified, in words and an icon as well as a colour. */
function EmailBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className={cn(pill, 'bg-green-100 text-green-900 ring-green-300')}>
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
      Verified
    </span>
  ) : (
    <span className={cn(pill, 'bg-amber-100 text-amber-900 ring-amber-300')}>
      <CircleAlert aria-hidden="true" className="h-3.5 w-3.5" />
      Unverified
    </span>
  );
}

/** The staff role in words ('Customer' for none), with the Admin and Super admin badges. */
function RoleCell({ user }: { user: StaffUser }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className={user.role ? 'font-medium text-stone-900' : 'text-stone-600'}>
        {roleLabel(user.role)}
      </span>
      {user.isAdmin ? (
        <span className={cn(pill, 'bg-brand-50 text-brand-800 ring-brand-600/30')}>
          <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
          Admin
        </span>
      ) : null}
      {isSuperAdmin(user) ? (
        <span className={cn(pill, 'bg-stone-800 text-white ring-stone-800')}>Super admin</span>
      ) : null}
    </span>
  );
}

type Column = { key: string; header: string; cell: (user: StaffUser) => ReactNode; className?: string };

const cellClass = 'align-top max-lg:block lg:px-3 lg:py-3';

/**
 * The users table (back-office §2): Username, Email, Email Verified, Role, Created At, Actions. Below
 * the `lg` breakpoint (so at 375 px, and beside the sidebar on a tablet) each row is a card with the
 * column names above the values, as in the testimonials and FAQs managers. Verify email shows only for
 * an unverified email; Delete never for the super admin nor for the person signed in. Edit is a real
 * link (`?edit=<id>` beside the filters), so it opens in a new tab too; its entry goes over the list, so
 * Back closes the editor (use-url-editor.ts).
 */
export function UsersTable({
  caption,
  users,
  viewerId,
  editLink,
  onEditClick,
  verifyingId,
  onVerify,
  onDelete,
}: {
  caption: string;
  users: readonly StaffUser[];
  viewerId: string;
  editLink: (user: StaffUser) => To;
  /** A click on Edit: a plain one opens from the freshest address (use-url-editor.ts). */
  onEditClick: (id: string) => MouseEventHandler<HTMLAnchorElement>;
  /** The user whose Verify email call is on its way. */
  verifyingId: string | null;
  onVerify: (user: StaffUser) => void;
  onDelete: (user: StaffUser) => void;
}) {
  const columns: Column[] = [
    {
      key: 'username',
      header: 'Username',
      cell: (user) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-semibold wrap-anywhere text-stone-900">{user.username}</span>
          {user.id === viewerId ? (
            <span className={cn(pill, 'bg-sky-50 text-sky-900 ring-sky-200')}>You</span>
          ) : null}
        </span>
      ),
    },
    { key: 'email', header: 'Email', cell: (user) => <span className="wrap-anywhere">{user.email}</span> },
    {
      key: 'verified',
      header: 'Email Verified',
      cell: (user) => <EmailBadge verified={user.emailVerified} />,
      className: 'whitespace-nowrap',
    },
    { key: 'role', header: 'Role', cell: (user) => <RoleCell user={user} /> },
    {
      key: 'created',
      header: 'Created At',
      cell: (user) => <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>,
      className: 'lg:whitespace-nowrap',
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (user) => {
        const verifying = verifyingId === user.id;
        return (
          <span className="flex flex-wrap gap-2">
            {user.emailVerified ? null : (
              <button
                type="button"
                onClick={() => onVerify(user)}
                disabled={verifying}
                className={cn(action, 'border-green-300 text-green-900 hover:bg-green-50')}
              >
                {verifying ? (
                  <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
                ) : (
                  <MailCheck aria-hidden="true" className="h-4 w-4" />
                )}
                Verify email<span className="sr-only"> of {user.username}</span>
              </button>
            )}
            <Link
              to={editLink(user)}
              state={EDITOR_ENTRY}
              onClick={onEditClick(user.id)}
              preventScrollReset
              className={cn(action, 'border-stone-300 text-stone-800 hover:bg-stone-100')}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit<span className="sr-only"> {user.username}</span>
            </Link>
            {canDelete(user, viewerId) ? (
              <button
                type="button"
                onClick={() => onDelete(user)}
                className={cn(action, 'border-red-300 text-red-800 hover:bg-red-50')}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete<span className="sr-only"> {user.username}</span>
              </button>
            ) : null}
          </span>
        );
      },
      // Room for its buttons side by side; the table scrolls sideways when the screen is narrower.
      className: 'lg:min-w-72',
    },
  ];

  return (
    <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-stone-200 lg:bg-white lg:shadow-sm">
      {/* Explicit roles: on narrow screens the rows are laid out as cards (display: grid), which makes
          some browsers drop a table's semantics unless they are stated. */}
      <table role="table" className="w-full text-left text-sm text-stone-800 max-lg:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-stone-50 text-xs text-stone-600 max-lg:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" className="px-3 py-2 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-lg:block max-lg:space-y-3 lg:divide-y lg:divide-stone-200">
          {users.map((user) => (
            <tr
              key={user.id}
              role="row"
              className="bg-white max-lg:grid max-lg:grid-cols-1 max-lg:gap-2 max-lg:rounded-xl max-lg:border max-lg:border-stone-200 max-lg:p-3 max-lg:shadow-sm"
            >
              {columns.map((column) => (
                <td key={column.key} role="cell" className={cn(cellClass, column.className)}>
                  {/* The column's name above the value on the cards; the table's header says it elsewhere. */}
                  <span
                    aria-hidden="true"
                    className="mb-0.5 block text-xs font-medium text-stone-600 lg:hidden"
                  >
                    {column.header}
                  </span>
                  <div className="min-w-0">{column.cell(user)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

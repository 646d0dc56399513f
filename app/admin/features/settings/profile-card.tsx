import { KeyRound, RefreshCw, UserRound, UserRoundPen } from 'lucide-react';
import { useId, useState } from 'react';
import { SUPER_ADMIN_ID } from '../../../../common/accounts/roles';
import { errorMessage } from '../../data/admin-api';
import { secondaryButton } from '../../forms/editor-fields';
import { useAdminUser } from '../../data/session';
import { ChangePasswordDialog } from './change-password-dialog';
import { EditProfileDialog } from './edit-profile-dialog';
import { roleLabel } from './profile-rules';
import { useAdminProfile } from './settings-query';

/**
 * The Admin profile card (back-office §2 Site settings, §3 Admin profile, §6): every staff member's own
 * username, email and role, an Admin badge for the super admin (or anyone with the admin flag), and the
 * Edit Profile and Change Password dialogs. The session's copy of the person shows at once; the
 * profile's own answer replaces it when it arrives.
 */
export function ProfileCard() {
  const viewer = useAdminUser();
  const headingId = useId();
  const query = useAdminProfile({
    id: viewer.id,
    username: viewer.username,
    email: viewer.email,
    role: viewer.role,
  });
  const [open, setOpen] = useState<'profile' | 'password' | null>(null);
  const profile = query.data ?? viewer;
  const isAdmin = viewer.isAdmin || profile.id === SUPER_ADMIN_ID;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start gap-4">
        <UserRound
          aria-hidden="true"
          className="h-10 w-10 shrink-0 rounded-full bg-brand-50 p-2 text-brand-700"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-stone-900">
              Admin Profile
            </h2>
            {isAdmin ? (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                Admin
              </span>
            ) : null}
          </div>
          <p className="mt-0.5 text-sm text-stone-600">Your own account in the back office.</p>
        </div>
      </div>

      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="font-medium text-stone-600">Username</dt>
          <dd className="mt-0.5 font-semibold break-words text-stone-900">{profile.username}</dd>
        </div>
        <div className="min-w-0">
          <dt className="font-medium text-stone-600">Email</dt>
          <dd className="mt-0.5 font-semibold break-words text-stone-900">{profile.email}</dd>
        </div>
        <div className="min-w-0">
          <dt className="font-medium text-stone-600">Role</dt>
          <dd className="mt-0.5 font-semibold text-stone-900">{roleLabel(profile)}</dd>
        </div>
      </dl>

      {query.isError ? (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span className="min-w-0 flex-1">
            Your profile could not be refreshed: {errorMessage(query.error, 'Failed to load your profile')}
          </span>
          <button type="button" onClick={() => void query.refetch()} className={secondaryButton}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Try again
          </button>
        </div>
      ) : null}

      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <button type="button" onClick={() => setOpen('profile')} className={secondaryButton}>
          <UserRoundPen aria-hidden="true" className="h-4 w-4" />
          Edit Profile
        </button>
        <button type="button" onClick={() => setOpen('password')} className={secondaryButton}>
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          Change Password
        </button>
      </div>

      {open === 'profile' ? <EditProfileDialog profile={profile} onClose={() => setOpen(null)} /> : null}
      {open === 'password' ? <ChangePasswordDialog onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useLogout } from './use-logout';

/**
 * The session gate's answer to someone signed in without a staff role (a customer): no back office, but a
 * way out, so they can sign in as staff instead.
 */
export function NotStaffState() {
  const { logout, pending } = useLogout();
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm">
        <ShieldAlert aria-hidden="true" className="mx-auto h-12 w-12 text-stone-500" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">No access to the back office</h1>
        <p className="mt-2 text-stone-600">
          You are signed in with an account that is not staff. Log out to sign in with a staff account.
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <button
            type="button"
            onClick={logout}
            disabled={pending}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            Log out
          </button>
          <Link
            to="/"
            className="rounded-md border border-stone-300 px-4 py-2 font-semibold text-stone-800 hover:bg-stone-100"
          >
            View Store
          </Link>
        </div>
      </div>
    </main>
  );
}

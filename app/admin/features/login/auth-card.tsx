import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link look of the pages around the login (Back to the store, Forgot password?, Back to Login). */
export const authLink = 'font-medium text-brand-700 underline hover:text-brand-800';

/**
 * The page of the back office's doors, outside the session gate: the login, forgot password and reset
 * password. One card with the page's heading and a line under it, and a way back below.
 */
export function AuthCard({
  title,
  description,
  children,
  back = { to: '/', label: 'Back to the store' },
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold text-stone-900">{title}</h1>
        <p className="mt-2 text-center text-sm text-stone-600">{description}</p>
        <div className="mt-6">{children}</div>
        <p className="mt-6 text-center text-sm">
          <Link to={back.to} className={authLink}>
            {back.label}
          </Link>
        </p>
      </div>
    </main>
  );
}

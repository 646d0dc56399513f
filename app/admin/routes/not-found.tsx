import { data, Link } from 'react-router';
import { adminMeta } from '../shell/admin-meta';

/** Any /admin path no screen claims, inside the shell, with HTTP status 404 (back-office §2). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => adminMeta('404 Page Not Found');

export default function AdminNotFound() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-3xl font-bold text-stone-900">404 Page Not Found</h1>
      <p className="mt-3 text-stone-600">There is no back-office page at this address.</p>
      <Link
        to="/admin/dashboard"
        className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Go to the dashboard
      </Link>
    </div>
  );
}

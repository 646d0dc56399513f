import { redirect } from 'react-router';
import { GateSpinner } from '../data/session';

/** /admin is the dashboard. Only a redirect: no data is read. */
export function loader() {
  return redirect('/admin/dashboard');
}

/**
 * Hardly ever seen: the loader's redirect answers first. (It renders through JSX like every route: a
 * route without it would split React's JSX runtime out of the chunk every shop page loads.)
 */
export default function AdminIndex() {
  return <GateSpinner />;
}

import type { ReactNode } from 'react';

/**
 * A refusal shown on the page as well as in a toast: it stays readable after the toast has gone, and
 * it is all a shopper without JavaScript gets. role="alert" reads it out when it appears.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {children}
    </div>
  );
}

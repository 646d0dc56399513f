import type { ReactNode } from 'react';
import { errorMessage } from '../data/admin-api';
import { ErrorState } from './states';

/**
 * The list's query as the screen shows it: `loading` until its first answer, the error with Try again
 * when there is nothing to show instead (a failed refetch keeps the list), `empty` when there are no
 * records, else the list.
 */
export function ListStates({
  query,
  loading,
  errorTitle,
  errorFallback,
  isEmpty,
  empty,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    data: unknown;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  loading: ReactNode;
  errorTitle: string;
  /** The message when the server gives none ('Failed to load FAQs'). */
  errorFallback: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error, errorFallback)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return isEmpty ? empty : children;
}

import { Inbox, LoaderCircle, RefreshCw, ShieldAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * The states every admin screen has besides its data. Use them as a query's answer is known:
 *
 *   if (query.isPending) return <LoadingState label="Loading orders…" />;   // or <SkeletonRows rows={5} />
 *   if (query.isError) return <ErrorState message={errorMessage(query.error, 'Failed to load orders')}
 *                                         onRetry={() => query.refetch()} />;
 *   if (!query.data.length) return <EmptyState title="No orders yet" />;
 */

/** Nothing to show (yet): a title, an optional line and an optional action (a button or link). */
export function EmptyState({
  title,
  description,
  icon: Icon = Inbox,
  action,
}: {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-stone-300 px-4 py-10 text-center">
      <Icon aria-hidden="true" className="h-10 w-10 text-stone-400" />
      <p className="mt-3 font-semibold text-stone-900">{title}</p>
      {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/** A spinner with a label read out to screen readers (role="status"). */
export function LoadingState({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 py-10 text-stone-600', className)}
    >
      <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin text-brand-700" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** One grey placeholder block; size it with classes (`h-4 w-32`). Hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-stone-200', className)} />;
}

/** A list or table still loading: `rows` placeholder lines (back-office §2: users show 5). */
export function SkeletonRows({ rows = 5, label = 'Loading…' }: { rows?: number; label?: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A read that failed: the message (the server's or the screen's fallback) and a Try again button. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-lg border border-red-200 bg-red-50 px-4 py-10 text-center"
    >
      <TriangleAlert aria-hidden="true" className="h-10 w-10 text-red-700" />
      <p className="mt-3 font-semibold text-red-900">{title}</p>
      <p className="mt-1 text-sm text-red-800">{message}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 inline-flex items-center gap-2 rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-900 hover:bg-red-100"
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Try again
        </button>
      ) : null}
    </div>
  );
}

/**
 * A screen this person's role may not use (common/admin/screens.ts): shown instead of the screen, whose
 * API would answer 403 anyway. The screen is not in their menu either.
 */
export function NoAccessState() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <ShieldAlert aria-hidden="true" className="h-12 w-12 text-stone-500" />
      <h1 className="mt-4 text-2xl font-bold text-stone-900">You do not have access to this page</h1>
      <p className="mt-2 text-stone-600">Your role does not include this part of the back office.</p>
      <Link
        to="/admin/dashboard"
        className="mt-6 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Go to the dashboard
      </Link>
    </div>
  );
}

import { QueryClient } from '@tanstack/react-query';
import { AdminApiError } from './admin-api';

/** A read that failed on the network or with a server fault is tried twice more, a second apart. */
function retryReads(failures: number, error: unknown): boolean {
  return failures < 2 && error instanceof AdminApiError && error.retryable;
}

/**
 * One TanStack Query client per visit to the back office (decision 013): answers stay fresh for 30 s and
 * are refetched when the window regains focus; writes are never retried unless a screen says so (the
 * order status change retries twice, back-office §7); a refusal is never retried.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryReads, retryDelay: 1000 },
      mutations: { retry: false },
    },
  });
}

/** For a write that may be retried (back-office §7: the order status update, 2 times, 1 s apart). */
export const retryTwiceOnFaults = { retry: retryReads, retryDelay: 1000 } as const;

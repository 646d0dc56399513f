import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { auditActorsSchema, auditPageSchema } from '../../../../common/admin/audit-schemas';
import { adminFetch } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';

/** The read's fallback when the server gives no message (the contract has no words for it). */
export const ACTIVITY_LOAD_FAILED = 'Failed to load the activity';
const PAGE_SIZE = 50;

/**
 * The trail, newest first: pages of `GET /api/admin/audit` joined by their cursor. While new filters
 * load, the last list stays on screen instead of a blank skeleton.
 */
export function useActivityPages(filters: Record<string, string>, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: adminKeys.activityList(filters),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(filters);
      params.set('limit', String(PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return adminFetch(`/api/admin/audit?${params}`, { schema: auditPageSchema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Everyone in the trail (deleted accounts included), for the Person filter. */
export function useActivityPeople() {
  return useQuery({
    queryKey: adminKeys.activityPeople,
    queryFn: async ({ signal }) =>
      (await adminFetch('/api/admin/audit/actors', { schema: auditActorsSchema, signal })).actors,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mediaListSchema, type MediaAsset } from '../../../../common/media/media-schemas';
import type { MediaCategory } from '../../../../common/media/upload-rules';
import { adminFetch } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';

/** How often the library asks again while a video is still being turned into its variants. */
export const PROCESSING_POLL_MS = 3000;

/** `GET /api/admin/media` with its optional `category` (the kind) and `search`. */
export function mediaListPath(category?: MediaCategory, search = ''): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (search.trim()) query.set('search', search.trim());
  const text = query.toString();
  return `/api/admin/media${text ? `?${text}` : ''}`;
}

/** Whether any item of a list is still `processing` (a video waiting for its variants). */
export function anyProcessing(assets: MediaAsset[] | undefined): boolean {
  return assets?.some((asset) => asset.status === 'processing') ?? false;
}

/**
 * The media library, all of it or one category, optionally searched (`GET /api/admin/media?category=
 * &search=`, newest first), shared by the media screen and the media picker. A new search keeps the
 * last answer on screen until its own arrives. While an item is `processing` the list is asked for again
 * every 3 s, so a video turns `ready` (or `failed`) on screen by itself.
 */
export function useMediaAssets(category?: MediaCategory, search = '') {
  const words = search.trim();
  return useQuery({
    queryKey: adminKeys.mediaList(category ?? 'all', words),
    queryFn: ({ signal }) => adminFetch(mediaListPath(category, words), { schema: mediaListSchema, signal }),
    placeholderData: words ? keepPreviousData : undefined,
    refetchInterval: (query) => (anyProcessing(query.state.data) ? PROCESSING_POLL_MS : false),
  });
}

import { useQuery } from '@tanstack/react-query';
import { mediaListSchema, type MediaAsset } from '../../../../common/media/media-schemas';
import type { MediaCategory } from '../../../../common/media/upload-rules';
import { adminFetch } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';

/** How often the library asks again while a video is still being turned into its variants. */
export const PROCESSING_POLL_MS = 3000;

export function mediaListPath(category?: MediaCategory): string {
  return `/api/admin/media${category ? `?category=${category}` : ''}`;
}

/** Whether any item of a list is still `processing` (a video waiting for its variants). */
export function anyProcessing(assets: MediaAsset[] | undefined): boolean {
  return assets?.some((asset) => asset.status === 'processing') ?? false;
}

/**
 * The media library, all of it or one category (`GET /api/admin/media?category=`, newest first), shared
 * by the media screen and the media picker. While an item is `processing` the list is asked for again
 * every 3 s, so a video turns `ready` (or `failed`) on screen by itself.
 */
export function useMediaAssets(category?: MediaCategory) {
  return useQuery({
    queryKey: adminKeys.mediaList(category ?? 'all'),
    queryFn: ({ signal }) => adminFetch(mediaListPath(category), { schema: mediaListSchema, signal }),
    refetchInterval: (query) => (anyProcessing(query.state.data) ? PROCESSING_POLL_MS : false),
  });
}

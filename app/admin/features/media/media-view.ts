import { z } from 'zod';
import {
  mediaCategorySchema,
  type MediaAsset,
  type MediaUsage,
} from '../../../../common/media/media-schemas';
import { MEDIA_SEARCH_MAX } from '../../../../common/media/media-search';
import type { MediaCategory } from '../../../../common/media/upload-rules';

/**
 * The library's view in the URL (app/lib/url-view.ts): the kind filter (back-office §2 Media library) as
 * `?category=`, none (All Media) for a missing or unknown one, and the search as `?q=` (file name or alt
 * text), both sent to the list call.
 */
export const mediaViewSchema = z.object({
  category: mediaCategorySchema.nullable().catch(null),
  q: z
    .string()
    .transform((q) => q.slice(0, MEDIA_SEARCH_MAX))
    .catch(''),
});

export const CATEGORY_FILTERS: ReadonlyArray<{ category: MediaCategory | null; label: string }> = [
  { category: null, label: 'All Media' },
  { category: 'image', label: 'Images' },
  { category: 'video', label: 'Videos' },
  { category: 'document', label: 'Documents' },
];

export const CATEGORY_NAMES: Record<MediaCategory, string> = {
  image: 'Image',
  video: 'Video',
  document: 'Document',
};

export type MediaCounts = Record<MediaCategory, number>;

export function countMedia(assets: readonly MediaAsset[]): MediaCounts {
  const counts: MediaCounts = { image: 0, video: 0, document: 0 };
  for (const asset of assets) counts[asset.category]++;
  return counts;
}

/** The address staff paste elsewhere: absolute, on this shop's origin unless it already names one. */
export function absoluteUrl(url: string, base = window.location.href): string {
  return new URL(url, base).href;
}

const KIND_NAMES: Record<MediaUsage['kind'], string> = {
  product: 'Product',
  content: 'Content',
  settings: 'Settings',
  testimonial: 'Testimonial',
  seo: 'SEO',
};

export function usageName(usage: MediaUsage): string {
  return `${KIND_NAMES[usage.kind]}: ${usage.label}`;
}

/** The confirmation's words before deleting: a warning when it is in use, naming where. */
export function deleteWarning(asset: MediaAsset): string {
  if (asset.usedBy.length === 0) return `${asset.fileName} will be deleted. This action cannot be undone`;
  return (
    `${asset.fileName} is in use by ${asset.usedBy.map(usageName).join(', ')}. ` +
    'Those places will show nothing until another file is chosen. This action cannot be undone'
  );
}

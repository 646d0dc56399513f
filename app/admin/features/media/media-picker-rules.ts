import type { MediaAsset } from '../../../../common/media/media-schemas';
import { matchesMediaSearch, mediaSearchWords } from '../../../../common/media/media-search';
import {
  CATEGORY_ACCEPT,
  megabytes,
  uploadLimit,
  type MediaCategory,
} from '../../../../common/media/upload-rules';
import type { UploadProgress } from './upload-media';

/**
 * The media picker's rules, apart from its markup so they are tested on their own: the search, what
 * each kind is called and accepts, and the upload meter (back-office §4: steps 25, 50, 75, 100).
 */

export const KIND_LABELS: Record<MediaCategory, { one: string; many: string }> = {
  image: { one: 'image', many: 'Images' },
  video: { one: 'video', many: 'Videos' },
  document: { one: 'document', many: 'Documents' },
};

/** The kinds with their article, as a sentence names them: 'an image or video', 'a document'. */
export function kindsPhrase(kinds: readonly MediaCategory[]): string {
  const words = kinds.map((kind) => KIND_LABELS[kind].one);
  return `${/^[aeiou]/.test(words[0] ?? '') ? 'an' : 'a'} ${words.join(' or ')}`;
}

const FORMATS: Record<MediaCategory, string> = {
  image: 'JPG, PNG, WebP, AVIF or GIF',
  video: 'MP4, WebM, OGG or MOV',
  document: 'PDF',
};

/** The search box, as the list call's `search` (common/media/media-search.ts), without a round trip. */
export function filterAssets(assets: readonly MediaAsset[], search: string): MediaAsset[] {
  const words = mediaSearchWords(search);
  return assets.filter((asset) => matchesMediaSearch(asset, words));
}

/** A `processing` video cannot be chosen until its variants exist. */
export function canChoose(asset: MediaAsset): boolean {
  return asset.status !== 'processing';
}

/** The file input's `accept` for the kinds a picker takes. */
export function acceptFor(kinds: readonly MediaCategory[]): string | undefined {
  if (kinds.some((kind) => !CATEGORY_ACCEPT[kind])) return undefined; // documents: anything, the server decides
  return kinds.map((kind) => CATEGORY_ACCEPT[kind]).join(',');
}

/**
 * What an upload says before a byte is sent (the picker's Upload New tab, the logo, the product's
 * primary image): the formats and the one limit of each kind, the same on every path (decision 015).
 */
export function limitHints(kinds: readonly MediaCategory[]): string[] {
  return kinds.map(
    (kind) => `${KIND_LABELS[kind].many}: ${FORMATS[kind]}, up to ${megabytes(uploadLimit(kind))}`,
  );
}

/** Back-office §8: 'Upload failed: {error or Unknown error}'. */
export function uploadFailedMessage(error: string | null | undefined): string {
  return `Upload failed: ${error?.trim() || 'Unknown error'}`;
}

/**
 * What the server does with a file once its last byte has arrived, as a progress line says it instead
 * of sitting at 99 %: an image is made into its sizes (decision 015), anything else is stored.
 */
export function finishingWords(category: MediaCategory): string {
  return category === 'image' ? 'Making sizes…' : 'Saving…';
}

/** A progress line's words: the percentage while the bytes travel, then what the server is doing. */
export function progressText(progress: Pick<UploadProgress, 'percent' | 'stage' | 'category'>): string {
  if (progress.stage === 'done') return 'Uploaded';
  if (progress.stage === 'finishing') return finishingWords(progress.category);
  return `${progress.percent}%`;
}

/**
 * The upload meter. The steps mark the stages every upload goes through, so they show even for a small
 * file the browser sends in one go: 25 the file is being read, 50 its bytes are on their way, 75 all of
 * them have arrived and the server is storing them (an image: making its sizes), 100 stored. Where the
 * browser reports progress part way (a larger file), the real percentage shows when it is ahead of the
 * step.
 */
export type UploadMeter = { step: number; real: number; category?: MediaCategory };

export const UPLOAD_STEPS = [25, 50, 75, 100] as const;
export const METER_START: UploadMeter = { step: 25, real: 0 };

export function meterProgress(meter: UploadMeter, progress: UploadProgress): UploadMeter {
  const category = progress.category;
  if (progress.stage === 'done') return { step: 100, real: 100, category };
  if (progress.stage === 'finishing') return { step: Math.max(meter.step, 75), real: meter.real, category };
  if (progress.loaded > 0) {
    return { step: Math.max(meter.step, 50), real: Math.max(meter.real, progress.percent), category };
  }
  return { ...meter, category };
}

export function meterPercent(meter: UploadMeter): number {
  return Math.min(100, Math.max(meter.step, meter.real));
}

export function meterStage(meter: UploadMeter): string {
  if (meter.step >= 100) return 'Uploaded';
  if (meter.step >= 75) return finishingWords(meter.category ?? 'document');
  if (meter.step >= 50) return 'Sending…';
  return 'Reading the file…';
}

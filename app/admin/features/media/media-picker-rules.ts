import type { MediaAsset } from '../../../../common/media/media-schemas';
import {
  CATEGORY_ACCEPT,
  uploadLimit,
  type MediaCategory,
  type UploadPurpose,
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

/** The search box: every word must appear in the file name or the alt text, in any case. */
export function filterAssets(assets: readonly MediaAsset[], search: string): MediaAsset[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...assets];
  return assets.filter((asset) => {
    const haystack = `${asset.fileName} ${asset.altText ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
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

/** What the Upload New tab says before a byte is sent: the formats and the limit of each kind. */
export function limitHints(kinds: readonly MediaCategory[], purpose: UploadPurpose): string[] {
  return kinds.map(
    (kind) =>
      `${KIND_LABELS[kind].many}: ${FORMATS[kind]}, up to ${Math.round(uploadLimit(kind, purpose) / 1024 / 1024)}MB`,
  );
}

/** Back-office §8: 'Upload failed: {error or Unknown error}'. */
export function uploadFailedMessage(error: string | null | undefined): string {
  return `Upload failed: ${error?.trim() || 'Unknown error'}`;
}

/**
 * The upload meter. The steps mark the stages every upload goes through, so they show even for a small
 * file the browser sends in one go: 25 the file is being read, 50 its bytes are on their way, 75 all of
 * them have arrived and the server is storing them, 100 stored. Where the browser reports progress part
 * way (a larger file), the real percentage shows when it is ahead of the step.
 */
export type UploadMeter = { step: number; real: number };

export const UPLOAD_STEPS = [25, 50, 75, 100] as const;
export const METER_START: UploadMeter = { step: 25, real: 0 };

export function meterProgress(meter: UploadMeter, progress: UploadProgress): UploadMeter {
  if (progress.percent >= 100) return { step: 100, real: 100 };
  const allSent = progress.total > 0 && progress.loaded >= progress.total;
  if (allSent) return { step: Math.max(meter.step, 75), real: meter.real };
  if (progress.loaded > 0) {
    return { step: Math.max(meter.step, 50), real: Math.max(meter.real, progress.percent) };
  }
  return meter;
}

export function meterPercent(meter: UploadMeter): number {
  return Math.min(100, Math.max(meter.step, meter.real));
}

export function meterStage(meter: UploadMeter): string {
  if (meter.step >= 100) return 'Uploaded';
  if (meter.step >= 75) return 'Saving on the server…';
  if (meter.step >= 50) return 'Sending…';
  return 'Reading the file…';
}

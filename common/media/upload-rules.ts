/**
 * What an upload may be (back-office §5 "Media upload", §9 limits; DESIGN.md §4 Uploads). Shared by the
 * server, which decides, and the upload dialogs, which say so before a byte is sent.
 */
export const MEDIA_CATEGORIES = ['image', 'video', 'document'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

/**
 * Where an upload starts: the media library, or an editor's picker (products, content, SEO). Kept with an
 * upload URL for the record; it decides nothing, since every path has the same limits (UPLOAD_LIMITS).
 */
export const UPLOAD_PURPOSES = ['library', 'product', 'content'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const MB = 1024 * 1024;

/**
 * The one size limit of each kind of file (decision 015), the same wherever it is uploaded: the media
 * library, the product and content editors' pickers, the logo. Back-office §9 gives the library's 10 MB
 * for images and documents and 200 MB for videos; a photo is a photo wherever it is chosen.
 */
export const UPLOAD_LIMITS: Readonly<Record<MediaCategory, number>> = {
  image: 10 * MB,
  document: 10 * MB,
  video: 200 * MB,
};

export function uploadLimit(category: MediaCategory): number {
  return UPLOAD_LIMITS[category];
}

/** The largest limit: what a file may be before its bytes say which kind it is. */
export const LARGEST_UPLOAD_LIMIT = Math.max(...Object.values(UPLOAD_LIMITS));

/** A limit as people read it: '10MB' (binary megabytes, as the spec's 10485760 bytes). */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MB)}MB`;
}

/**
 * A file at most this large may travel inside the JSON body as base64 ("direct mode"); a larger one asks
 * for an upload URL and is streamed. 4 MB keeps the JSON body (base64 grows it by a third) near 6 MB.
 * A way of sending, not a limit: the logo and the library both take larger files through an upload URL.
 */
export const DIRECT_UPLOAD_MAX_BYTES = 4 * MB;

/** How long an upload URL stays valid (decision 015). */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;

/**
 * The most pixels an uploaded image may have. Decoding costs memory and CPU by the pixel, not by the byte:
 * a 780 KB PNG of 16383×16383 took ~14 s of CPU and ~240 MiB to read, while the pipeline keeps 1600 px at
 * most (image-variants.ts). 50 megapixels is above any product photo (a 48 MP phone camera is 8000×6000)
 * and checked from the file's header before a pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export function tooManyPixelsMessage(fileName: string, width: number, height: number): string {
  const megapixels = Math.ceil((width * height) / 1_000_000);
  return (
    `File ${fileName} is ${width}×${height} pixels (${megapixels} megapixels). ` +
    `Images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`
  );
}

/** Back-office §8 "Single upload too large". */
export function tooLargeMessage(fileName: string, limitBytes: number): string {
  return `File ${fileName} is too large. Maximum size is ${megabytes(limitBytes)}`;
}

/** Back-office §5: what the library's upload dialog offers per category, and its format hints. */
export const CATEGORY_ACCEPT: Record<MediaCategory, string> = {
  image: 'image/jpeg,image/png,image/webp,image/avif,image/gif',
  video: 'video/mp4,video/webm,video/ogg,video/quicktime',
  document: '',
};
export const CATEGORY_HINTS: Record<MediaCategory, string> = {
  image: `Supported formats: JPG, PNG, WebP (max ${megabytes(UPLOAD_LIMITS.image)})`,
  video: `Supported formats: MP4, WebM, OGG (max ${megabytes(UPLOAD_LIMITS.video)})`,
  document: `PDF documents (max ${megabytes(UPLOAD_LIMITS.document)})`,
};

/** The category a file's declared type suggests before the server reads its bytes. */
export function categoryOfType(type: string): MediaCategory {
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return 'document';
}

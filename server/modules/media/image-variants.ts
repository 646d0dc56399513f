import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../../common/media/upload-rules';
import type { OptimizedUrls } from './media.tables';
import type { MediaStorage } from './storage/media-storage';

/** Smaller copies made for srcset; the full-size copy is capped at MAX_WIDTH. */
export const VARIANT_WIDTHS = [400, 800, 1200] as const;
const MAX_WIDTH = 1600;

const ENCODERS = {
  webp: (img: sharp.Sharp) => img.webp({ quality: 80 }),
  // effort 2: the default is ten times slower for the same size (DESIGN.md §1).
  avif: (img: sharp.Sharp) => img.avif({ quality: 55, effort: 2 }),
  jpg: (img: sharp.Sharp) => img.jpeg({ quality: 82, mozjpeg: true }),
  png: (img: sharp.Sharp) => img.png({ compressionLevel: 9, palette: false }),
} as const;
type Format = keyof typeof ENCODERS;
const CONTENT_TYPES: Record<Format, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export type ImageVariants = {
  width: number;
  height: number;
  /** The full-size webp: the URL pages and the library name the image by. */
  fileUrl: string;
  optimizedUrls: OptimizedUrls;
  formats: Format[];
  sizes: Partial<Record<Format, number[]>>;
  /** Every key written, so a failure later can remove them. */
  keys: string[];
};

/** The media library columns an image's variants fill: a ready image, named by its full-size webp. */
export function imageAssetColumns(variants: ImageVariants) {
  return {
    fileUrl: variants.fileUrl,
    status: 'ready' as const,
    optimizedUrls: variants.optimizedUrls,
    formats: variants.formats,
    sizes: variants.sizes,
    width: variants.width,
    height: variants.height,
  };
}

/** An image whose header declares more pixels than the shop decodes (MAX_IMAGE_PIXELS). */
export class TooManyPixelsError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`Image of ${width}×${height} pixels is over ${MAX_IMAGE_PIXELS} pixels`);
  }
}

/**
 * Writes `<prefix>/<base>.<ext>` (full size) and `<prefix>/<base>-<w>w.<ext>` for each smaller width in
 * webp, avif and jpg, or png instead of jpg when the image has transparency. The orientation the camera
 * recorded is applied and every metadata block (EXIF with its GPS position, XMP, ICC comments) is left
 * out: sharp writes none unless asked. The same pipeline serves uploads and the demo shop's images. An
 * image over MAX_IMAGE_PIXELS is refused (TooManyPixelsError) from its header, before it is decoded.
 */
export async function writeImageVariants(
  input: Buffer,
  target: { storage: MediaStorage; prefix: string; baseName: string },
): Promise<ImageVariants> {
  // The header's size is read and checked before any pixel is decoded (libvips' own limit, which stands
  // behind it, would refuse the header too, without the figures a person needs to hear).
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  if (meta.width && meta.height && meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new TooManyPixelsError(meta.width, meta.height);
  }
  const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  // After rotate(), an EXIF orientation of 5–8 swaps width and height.
  const swapped = (meta.orientation ?? 1) >= 5;
  const naturalWidth = swapped ? meta.height : meta.width;
  const naturalHeight = swapped ? meta.width : meta.height;
  if (!naturalWidth || !naturalHeight) throw new Error('Image has no dimensions');
  const transparent = meta.hasAlpha ? !(await source.clone().stats()).isOpaque : false;
  const formats: Format[] = ['webp', 'avif', transparent ? 'png' : 'jpg'];

  const fullWidth = Math.min(naturalWidth, MAX_WIDTH);
  const height = Math.round((naturalHeight * fullWidth) / naturalWidth);
  const widths = [...VARIANT_WIDTHS.filter((w) => w < fullWidth), fullWidth];
  const keyOf = (format: Format, width: number) =>
    width === fullWidth
      ? `${target.prefix}/${target.baseName}.${format}`
      : `${target.prefix}/${target.baseName}-${width}w.${format}`;

  const keys: string[] = [];
  const optimizedUrls: OptimizedUrls = {};
  const sizes: ImageVariants['sizes'] = {};
  for (const format of formats) {
    for (const width of widths) {
      const resized = source.clone().resize({ width, withoutEnlargement: true });
      const buffer = await ENCODERS[format](resized).toBuffer();
      const key = keyOf(format, width);
      await target.storage.put(key, buffer, { contentType: CONTENT_TYPES[format] });
      keys.push(key);
    }
    optimizedUrls[format] = target.storage.urlFor(keyOf(format, fullWidth));
    sizes[format] = widths;
  }
  return { width: fullWidth, height, fileUrl: optimizedUrls.webp!, optimizedUrls, formats, sizes, keys };
}

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { OptimizedUrls } from './media.tables';

/** Smaller copies made for srcset; the full-size copy is capped at MAX_WIDTH. */
export const VARIANT_WIDTHS = [400, 800] as const;
const MAX_WIDTH = 1600;

const FORMATS = {
  webp: (img: sharp.Sharp) => img.webp({ quality: 80 }),
  // effort 2: the default is ten times slower for the same size (DESIGN.md §1).
  avif: (img: sharp.Sharp) => img.avif({ quality: 55, effort: 2 }),
  jpg: (img: sharp.Sharp) => img.jpeg({ quality: 82, mozjpeg: true }),
} as const;
type Format = keyof typeof FORMATS;

export type ImageVariants = {
  width: number;
  height: number;
  optimizedUrls: OptimizedUrls;
  formats: Format[];
  sizes: Partial<Record<Format, number[]>>;
};

/**
 * Writes `<base>.<ext>` (full size) and `<base>-<w>w.<ext>` for each smaller variant width, in webp,
 * avif and jpg. The same pipeline serves uploads and the demo shop's images.
 */
export async function writeImageVariants(
  input: Buffer,
  target: { dir: string; baseName: string; urlPrefix: string },
): Promise<ImageVariants> {
  const source = sharp(input, { failOn: 'error' }).rotate();
  const meta = await source.metadata();
  if (!meta.width || !meta.height) throw new Error('Image has no dimensions');
  const fullWidth = Math.min(meta.width, MAX_WIDTH);
  const height = Math.round((meta.height * fullWidth) / meta.width);
  const widths = VARIANT_WIDTHS.filter((w) => w < fullWidth);

  await mkdir(target.dir, { recursive: true });
  const optimizedUrls: OptimizedUrls = {};
  const sizes: ImageVariants['sizes'] = {};
  for (const format of Object.keys(FORMATS) as Format[]) {
    const encode = FORMATS[format];
    for (const width of [...widths, fullWidth]) {
      const fileName =
        width === fullWidth ? `${target.baseName}.${format}` : `${target.baseName}-${width}w.${format}`;
      const buffer = await encode(source.clone().resize({ width, withoutEnlargement: true })).toBuffer();
      await writeFile(join(target.dir, fileName), buffer);
    }
    optimizedUrls[format] = `${target.urlPrefix}/${target.baseName}.${format}`;
    sizes[format] = [...widths, fullWidth];
  }
  return { width: fullWidth, height, optimizedUrls, formats: Object.keys(FORMATS) as Format[], sizes };
}

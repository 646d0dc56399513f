import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeImageVariants } from '../../modules/media/image-variants';
import type { mediaAssets } from '../schema';
import { demoImages } from './demo-images';

export const DEMO_IMAGE_URL_PREFIX = '/uploads/demo';

/**
 * Draws the demo images (SVG made here, never downloaded) into DATA_DIR/uploads/demo through the same
 * variant pipeline as uploads, and returns their media library rows.
 */
export async function renderDemoImages(dataDir: string): Promise<Array<typeof mediaAssets.$inferInsert>> {
  const dir = join(dataDir, 'uploads', 'demo');
  const rows: Array<typeof mediaAssets.$inferInsert> = [];
  for (const image of demoImages) {
    const png = await sharp(Buffer.from(image.svg)).png().toBuffer();
    const variants = await writeImageVariants(png, {
      dir,
      baseName: image.key,
      urlPrefix: DEMO_IMAGE_URL_PREFIX,
    });
    const { size } = await stat(join(dir, `${image.key}.webp`));
    rows.push({
      fileName: `${image.key}.webp`,
      fileUrl: `${DEMO_IMAGE_URL_PREFIX}/${image.key}.webp`,
      fileType: 'image/webp',
      fileSize: size,
      category: 'image',
      altText: image.alt,
      status: 'ready',
      optimizedUrls: variants.optimizedUrls,
      formats: variants.formats,
      sizes: variants.sizes,
      width: variants.width,
      height: variants.height,
    });
  }
  return rows;
}

import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageAssetColumns, writeImageVariants } from '../modules/media/image-variants';
import { createDiskStorage } from '../modules/media/storage/disk-storage';
import type { mediaAssets } from '../db/schema';
import { demoImages } from './demo-images';

/**
 * Draws the demo images (SVG made here, never downloaded) into DATA_DIR/uploads/demo through the same
 * variant pipeline as uploads, and returns their media library rows.
 */
export async function renderDemoImages(dataDir: string): Promise<Array<typeof mediaAssets.$inferInsert>> {
  const root = join(dataDir, 'uploads');
  const storage = createDiskStorage(root);
  const rows: Array<typeof mediaAssets.$inferInsert> = [];
  for (const image of demoImages) {
    const png = await sharp(Buffer.from(image.svg)).png().toBuffer();
    const variants = await writeImageVariants(png, { storage, prefix: 'demo', baseName: image.key });
    const { size } = await stat(join(root, 'demo', `${image.key}.webp`));
    rows.push({
      fileName: `${image.key}.webp`,
      fileType: 'image/webp',
      fileSize: size,
      category: 'image',
      altText: image.alt,
      ...imageAssetColumns(variants),
    });
  }
  return rows;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mediaAssets } from '../db/schema';
import { insertDemoData, isDemoInstalled } from './demo-data';
import { renderDemoImages } from './demo-image-files';
import { installDemoVideo } from './demo-video-files';

/**
 * First start of an empty database: the demo catalogue, content, images and home hero video, in one
 * transaction so that a crash half way leaves no rows behind and the next start tries again (it draws the
 * images and makes the video's variants again over any it left). Later starts do nothing. The media are
 * made under the lock, by the one copy that installs: copies starting together on a shared data folder
 * would otherwise each spend about half a minute of CPU drawing the same files into the same places.
 * `images: false` (tests, benchmarks) leaves out the files and their library rows, not the content
 * naming them.
 */
export async function installDemoShop(db: Database, options: { dataDir: string; images?: boolean }) {
  if (await isDemoInstalled(db)) return { installed: false as const, products: 0 };
  return db.transaction(async (tx) => {
    // Two instances starting together on one empty database: the second waits, then finds it done.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(720450982)`);
    if (await isDemoInstalled(tx)) return { installed: false as const, products: 0 }; // another instance won
    const media =
      options.images === false
        ? []
        : [...(await renderDemoImages(options.dataDir)), await installDemoVideo(options.dataDir)];
    const result = await insertDemoData(tx);
    if (media.length) await tx.insert(mediaAssets).values(media);
    return { installed: true as const, products: result.products };
  });
}

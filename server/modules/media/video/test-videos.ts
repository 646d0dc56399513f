import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../../db/client';
import { mediaAssets } from '../media.tables';
import type { MediaStorage } from '../storage/media-storage';

/**
 * A test video made by ffmpeg's own sources: a moving test card, with a 440 Hz tone unless `silent`.
 * Fast to make (ultrafast x264), so tests can afford one per file.
 */
export function makeTestVideo(
  dir: string,
  options: { width: number; height: number; seconds: number; silent?: boolean; name?: string },
): Buffer {
  const file = join(dir, options.name ?? `test-${options.width}x${options.height}.mp4`);
  const { width, height, seconds } = options;
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=30:duration=${seconds}`],
    ...(options.silent ? [] : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`]),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...(options.silent ? [] : ['-c:a', 'aac', '-shortest']),
    file,
  ]);
  return readFileSync(file);
}

/** Stores an original and its `processing` row, as the upload service leaves a new video. */
export async function insertProcessingVideo(
  db: Database,
  storage: MediaStorage,
  bytes: Buffer,
  slug = 'product-clip',
): Promise<{ id: string; originalKey: string; storagePrefix: string }> {
  const id = randomUUID();
  const storagePrefix = `media/${id}/`;
  const originalKey = `${storagePrefix}${slug}.mp4`;
  await storage.put(originalKey, bytes, { contentType: 'video/mp4' });
  await db.insert(mediaAssets).values({
    id,
    fileName: `${slug}.mp4`,
    fileUrl: storage.urlFor(originalKey),
    fileType: 'video/mp4',
    fileSize: bytes.length,
    category: 'video',
    status: 'processing',
    storagePrefix,
    originalKey,
  });
  return { id, originalKey, storagePrefix };
}

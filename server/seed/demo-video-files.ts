import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { mediaAssets } from '../db/schema';
import { findFfmpeg } from '../modules/media/video/ffmpeg';
import { makeJobTempDir } from '../modules/media/video/job-temp-dir';
import { NO_FFMPEG_REASON } from '../modules/media/video/video-jobs';
import { makeVideoVariants, storeVideoVariants } from '../modules/media/video/video-variants';
import { createDiskStorage } from '../modules/media/storage/disk-storage';
import { DEMO_HERO_VIDEO } from './demo-hero-video';
import { demoVideoFolder } from './demo-helpers';

/**
 * Installs the demo shop's home hero video (the committed file demo-hero-video.ts draws) under
 * DATA_DIR/uploads/demo/home-hero/, beside the demo images and like them always on disk, with the variants
 * an upload gets (decision 015: 720p and 480p MP4, WebM, HLS and a poster, made by ffmpeg), and answers
 * its media library row. Without ffmpeg the video is served as it is, as an upload would be. A few
 * seconds of ffmpeg, once, when the demo shop is installed.
 */
export async function installDemoVideo(
  dataDir: string,
  /** Tests point this at a missing file to act out a server without ffmpeg. */
  options: { ffmpegPath?: string } = {},
): Promise<typeof mediaAssets.$inferInsert> {
  const storage = createDiskStorage(join(dataDir, 'uploads'));
  const { key, source, alt } = DEMO_HERO_VIDEO;
  const folder = demoVideoFolder(key);
  const originalKey = `${folder}${key}.mp4`;
  const bytes = await readFile(source);
  await storage.put(originalKey, bytes, { contentType: 'video/mp4', contentLength: bytes.length });
  const row = {
    fileName: `${key}.mp4`,
    fileUrl: storage.urlFor(originalKey),
    fileType: 'video/mp4',
    fileSize: bytes.length,
    category: 'video' as const,
    altText: alt,
    status: 'ready' as const,
    // Deleting it from the library removes the folder: the original and every variant.
    storagePrefix: folder,
    originalKey,
  };
  const tools = findFfmpeg({ ffmpegPath: options.ffmpegPath });
  if (!tools) return { ...row, statusReason: NO_FFMPEG_REASON };
  const dir = await makeJobTempDir();
  try {
    const made = await makeVideoVariants(tools, source, dir, key);
    return { ...row, ...(await storeVideoVariants(storage, folder, dir, made)) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

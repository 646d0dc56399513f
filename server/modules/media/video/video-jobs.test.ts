import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../testing/test-database';
import { mediaAssets } from '../media.tables';
import { createDiskStorage } from '../storage/disk-storage';
import { findFfmpeg, humanReason, probe } from './ffmpeg';
import { insertProcessingVideo, makeTestVideo } from './test-videos';
import { createVideoJobs, NO_FFMPEG_REASON, stemOf } from './video-jobs';
import { scaleFilter } from './video-variants';

const tools = findFfmpeg()!;
let database: DatabaseHandle;
let root: string;
let sources: string;
let clip720: Buffer;
let silent360: Buffer;
const storage = () => createDiskStorage(root);
const pathOf = (url: string) => join(root, storage().keyFor(url)!);

beforeAll(async () => {
  database = await createTestDatabase();
  root = mkdtempSync(join(tmpdir(), 'video-jobs-'));
  sources = mkdtempSync(join(tmpdir(), 'video-sources-'));
  clip720 = makeTestVideo(sources, { width: 1280, height: 720, seconds: 2 });
  silent360 = makeTestVideo(sources, { width: 640, height: 360, seconds: 2, silent: true });
});
afterAll(async () => {
  await database.close();
  for (const dir of [root, sources]) rmSync(dir, { recursive: true, force: true });
});

function jobs(options: Partial<Parameters<typeof createVideoJobs>[0]> = {}) {
  const lines: string[] = [];
  const worker = createVideoJobs({
    db: database.db,
    storage: storage(),
    log: (_level, message) => lines.push(message),
    ...options,
  });
  return { worker, lines };
}

const rowOf = async (id: string) =>
  (await database.db.select().from(mediaAssets).where(eq(mediaAssets.id, id)))[0];
const ourTempDirs = () => readdirSync(tmpdir()).filter((n) => n.startsWith(`shop-video-${process.pid}-`));
/** The files ffmpeg has begun writing in this process's job folders: proof that it is running. */
const ffmpegOutputs = () =>
  ourTempDirs().flatMap((dir) => {
    const out = join(tmpdir(), dir, 'out');
    return existsSync(out) ? readdirSync(out).filter((name) => name !== 'hls') : [];
  });

describe('video jobs', () => {
  it('turns a processing video into every variant and marks it ready', async () => {
    const video = await insertProcessingVideo(database.db, storage(), clip720, 'summer-jar');
    const { worker, lines } = jobs();
    expect(await worker.runOnce()).toBe(true);

    const row = (await rowOf(video.id))!;
    expect(row).toMatchObject({
      status: 'ready',
      statusReason: null,
      leaseUntil: null,
      width: 1280,
      height: 720,
    });
    expect(row.formats).toEqual(['mp4', 'webm', 'hls']);
    const prefix = `/uploads/media/${video.id}/`;
    expect(row.optimizedUrls).toEqual({
      mp4_720p: `${prefix}summer-jar-720p.mp4`,
      mp4_480p: `${prefix}summer-jar-480p.mp4`,
      webm_720p: `${prefix}summer-jar-720p.webm`,
      hls_playlist: `${prefix}hls/summer-jar.m3u8`,
    });
    expect(row.videoVariants).toEqual({ poster: `${prefix}summer-jar-poster.jpg`, ...row.optimizedUrls });
    expect(row.fileUrl).toBe(`${prefix}summer-jar.mp4`); // the original stays

    const hd = await probe(tools, pathOf(row.optimizedUrls.mp4_720p!));
    expect(hd).toMatchObject({ width: 1280, height: 720, hasAudio: true });
    expect(hd.durationSeconds).toBeCloseTo(2, 0);
    expect(await probe(tools, pathOf(row.optimizedUrls.mp4_480p!))).toMatchObject({
      width: 854,
      height: 480,
    });
    expect(await probe(tools, pathOf(row.optimizedUrls.webm_720p!))).toMatchObject({
      height: 720,
      hasAudio: true,
    });
    expect([...readFileSync(pathOf(row.videoVariants.poster!)).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // The faststart flag puts the index (moov) before the media data, so playback starts before the end arrives.
    const mp4 = readFileSync(pathOf(row.optimizedUrls.mp4_480p!));
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));

    const playlist = readFileSync(pathOf(row.optimizedUrls.hls_playlist!), 'utf8');
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const segments = playlist.split('\n').filter((l) => l.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(0);
    for (const s of segments) expect(existsSync(join(root, `media/${video.id}/hls`, s))).toBe(true);

    expect(lines).toContain(`Video ${video.id}: processing (attempt 1)`);
    expect(lines).toContain(`Video ${video.id}: ready`);
    expect(ourTempDirs()).toEqual([]);
    expect(await worker.runOnce()).toBe(false); // nothing else waits
  });

  it('never upscales a smaller clip, and a clip without sound works', async () => {
    const video = await insertProcessingVideo(database.db, storage(), silent360, 'quiet-clip');
    const { worker } = jobs();
    expect(await worker.runOnce()).toBe(true);
    const row = (await rowOf(video.id))!;
    expect(row).toMatchObject({ status: 'ready', width: 640, height: 360 });
    for (const key of ['mp4_720p', 'mp4_480p', 'webm_720p'] as const) {
      expect(await probe(tools, pathOf(row.optimizedUrls[key]!))).toMatchObject({
        width: 640,
        height: 360,
        hasAudio: false,
      });
    }
  });

  it('fails a file ffmpeg cannot read after maxAttempts, with a short reason and a back-off between', async () => {
    const corrupt = Buffer.concat([Buffer.from('000000186674797069736f6d', 'hex'), randomBytes(4000)]);
    const video = await insertProcessingVideo(database.db, storage(), corrupt, 'broken');

    const backingOff = jobs();
    expect(await backingOff.worker.runOnce()).toBe(true);
    let row = (await rowOf(video.id))!;
    expect(row).toMatchObject({ status: 'processing', processingAttempts: 1 });
    expect(row.leaseUntil!.getTime()).toBeGreaterThan(Date.now() + 20_000); // 30 s before the next try
    expect(await backingOff.worker.runOnce()).toBe(false);

    const { worker, lines } = jobs({ retryDelayMs: () => 0 });
    await database.db.update(mediaAssets).set({ leaseUntil: null }).where(eq(mediaAssets.id, video.id));
    expect(await worker.runOnce()).toBe(true);
    expect(await rowOf(video.id)).toMatchObject({ status: 'processing', processingAttempts: 2 });
    expect(await worker.runOnce()).toBe(true);
    row = (await rowOf(video.id))!;
    expect(row).toMatchObject({ status: 'failed', processingAttempts: 3, leaseUntil: null });
    expect(row.statusReason).toMatch(/^Could not convert the video: .*invalid data/i);
    expect(row.statusReason!.length).toBeLessThanOrEqual(300);
    expect(row.statusReason).not.toContain(tmpdir());
    expect(lines).toContain(`Video ${video.id}: failed: ${row.statusReason}`);
    expect(await worker.runOnce()).toBe(false);
    expect(readdirSync(join(root, video.storagePrefix))).toEqual(['broken.mp4']); // no half variants
    expect(ourTempDirs()).toEqual([]);
  });

  it('serves the original as uploaded when ffmpeg is not installed, and says why', async () => {
    const video = await insertProcessingVideo(database.db, storage(), silent360, 'no-tools');
    const { worker, lines } = jobs({
      ffmpegPath: '/nonexistent/ffmpeg',
      ffprobePath: '/nonexistent/ffprobe',
    });
    expect(await worker.runOnce()).toBe(true);
    expect(await rowOf(video.id)).toMatchObject({
      status: 'ready',
      statusReason: NO_FFMPEG_REASON,
      fileUrl: `/uploads/${video.originalKey}`,
      optimizedUrls: {},
      videoVariants: {},
      formats: [],
      width: null,
      leaseUntil: null,
    });
    expect(readdirSync(join(root, video.storagePrefix))).toEqual(['no-tools.mp4']);
    expect(lines.some((l) => l.startsWith(`Video ${video.id}: ready`))).toBe(true);
  });

  it('gives each video to one worker when two race for them', async () => {
    const a = await insertProcessingVideo(database.db, storage(), silent360, 'race-a');
    const b = await insertProcessingVideo(database.db, storage(), silent360, 'race-b');
    const first = jobs();
    const second = jobs();
    expect(await Promise.all([first.worker.runOnce(), second.worker.runOnce()])).toEqual([true, true]);
    expect(await Promise.all([first.worker.runOnce(), second.worker.runOnce()])).toEqual([false, false]);
    const claims = [...first.lines, ...second.lines].filter((l) => l.endsWith(': processing (attempt 1)'));
    expect(claims.sort()).toEqual([a.id, b.id].map((id) => `Video ${id}: processing (attempt 1)`).sort());
    for (const { id } of [a, b]) {
      expect(await rowOf(id)).toMatchObject({ status: 'ready', processingAttempts: 1 });
    }
  });

  it('removes what it wrote when the asset is deleted while it works', async () => {
    const video = await insertProcessingVideo(database.db, storage(), clip720, 'deleted');
    let deleted: Promise<unknown> | undefined;
    const lines: string[] = [];
    const worker = createVideoJobs({
      db: database.db,
      storage: storage(),
      leaseMs: 300, // renewed every 100 ms: the worker notices the deletion while ffmpeg runs
      log: (_level, message) => {
        lines.push(message);
        if (message.startsWith(`Video ${video.id}: processing`)) {
          deleted = database.db.delete(mediaAssets).where(eq(mediaAssets.id, video.id)).execute();
        }
      },
    });
    expect(await worker.runOnce()).toBe(true);
    await deleted;
    expect(lines).toContain(`Video ${video.id}: deleted while processing; its files are removed`);
    expect(existsSync(join(root, video.storagePrefix))).toBe(false);
    expect(ourTempDirs()).toEqual([]);
  });

  it('stop() kills a running ffmpeg and hands the video back without counting the attempt', async () => {
    const video = await insertProcessingVideo(database.db, storage(), clip720, 'stopped');
    let claimed!: () => void;
    const started = new Promise<void>((resolve) => (claimed = resolve));
    const worker = createVideoJobs({
      db: database.db,
      storage: storage(),
      pollMs: 60_000,
      log: (_level, message) => message.startsWith(`Video ${video.id}: processing`) && claimed(),
    });
    worker.start();
    await started;
    await vi.waitFor(() => expect(ffmpegOutputs()).not.toEqual([]), { timeout: 10_000, interval: 10 });
    await worker.stop();
    expect(await rowOf(video.id)).toMatchObject({
      status: 'processing',
      processingAttempts: 0,
      leaseUntil: null,
    });
    expect(ourTempDirs()).toEqual([]);
    expect(existsSync(join(root, video.storagePrefix, 'stopped-720p.mp4'))).toBe(false);
    // Left for the next start; clean up so no later test sees it.
    await database.db.delete(mediaAssets).where(eq(mediaAssets.id, video.id));
  });
});

describe('video helpers', () => {
  it('names variants after a storage-safe stem', () => {
    expect(stemOf('media/x/Summer Jar (1).MP4')).toBe('summer-jar-1');
    expect(stemOf('media/x/__.mov')).toBe('__');
    expect(stemOf('media/x/!!!.mp4')).toBe('video');
  });

  it('scales the short side, never up, to even sizes', () => {
    expect(scaleFilter({ width: 1920, height: 1080 }, 720)).toBe('scale=-2:720');
    expect(scaleFilter({ width: 1080, height: 1920 }, 720)).toBe('scale=720:-2');
    expect(scaleFilter({ width: 641, height: 361 }, 720)).toBe('scale=-2:360');
  });

  it("keeps ffmpeg's reason and drops file paths", () => {
    const stderr =
      '[mov,mp4,m4a,3gp,3g2,mj2 @ 0x55d0c8a4c2c0] moov atom not found\n' +
      '/tmp/shop-video-12-abc/source.mp4: Invalid data found when processing input\n';
    expect(humanReason(stderr)).toBe('moov atom not found; Invalid data found when processing input');
    expect(humanReason("Bad rate 30000/1001 in '/tmp/a/b.mp4'")).toBe("Bad rate 30000/1001 in 'b.mp4'");
    expect(humanReason('x'.repeat(500))).toHaveLength(300);
  });
});

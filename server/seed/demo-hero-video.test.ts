import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../modules/media/storage/disk-storage';
import { findFfmpeg, probe, runTool } from '../modules/media/video/ffmpeg';
import { NO_FFMPEG_REASON } from '../modules/media/video/video-jobs';
import { demoContent } from './demo-content';
import {
  DEMO_HERO_VIDEO,
  HERO_VIDEO_FRAMES,
  HERO_VIDEO_SECONDS,
  heroFrameSvg,
  renderHeroVideo,
} from './demo-hero-video';
import { installDemoVideo } from './demo-video-files';

/**
 * The demo shop's home hero video: the committed file is the small silent loop the script draws from the
 * shop's own pictures, and installing the demo shop gives it the variants an upload gets, at the address
 * the demo hero names (back-office §5: the home hero requires a video).
 */

const tools = findFfmpeg()!;
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function streamOf(file: string) {
  const out = await runTool(tools.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', file]);
  return (JSON.parse(out) as { streams: Array<{ codec_name: string; pix_fmt?: string }> }).streams;
}

const heroVideoUrl = () => {
  const hero = demoContent.find((s) => s.page === 'home' && s.section === 'hero');
  return (hero?.content as { videoUrl?: string } | undefined)?.videoUrl;
};

describe('the demo hero video', () => {
  it('is committed as a small silent H.264 loop of the length the script draws', async () => {
    const { size } = statSync(DEMO_HERO_VIDEO.source);
    expect(size).toBeGreaterThan(20_000);
    expect(size).toBeLessThan(400_000);
    const video = await probe(tools, DEMO_HERO_VIDEO.source);
    expect(video).toMatchObject({
      width: DEMO_HERO_VIDEO.width,
      height: DEMO_HERO_VIDEO.height,
      frameRate: DEMO_HERO_VIDEO.fps,
      hasAudio: false,
    });
    expect(video.durationSeconds).toBeCloseTo(HERO_VIDEO_SECONDS, 1);
    // What every browser plays: H.264 in 4:2:0.
    expect(await streamOf(DEMO_HERO_VIDEO.source)).toEqual([
      expect.objectContaining({ codec_name: 'h264', pix_fmt: 'yuv420p' }),
    ]);
  });

  it('loops without a seam: the frame after the last is the first', () => {
    expect(heroFrameSvg(HERO_VIDEO_FRAMES)).toBe(heroFrameSvg(0));
    expect(heroFrameSvg(HERO_VIDEO_FRAMES - 1)).not.toBe(heroFrameSvg(0));
  });

  it("the script's renderer still draws the shop's pictures into a video", async () => {
    const target = join(tempDir('hero-render'), 'hero.mp4');
    await renderHeroVideo(target, { frames: 3 });
    expect(await probe(tools, target)).toMatchObject({
      width: DEMO_HERO_VIDEO.width,
      height: DEMO_HERO_VIDEO.height,
      hasAudio: false,
    });
  });

  it('installs with every variant, at the address the demo hero names', async () => {
    const dataDir = tempDir('hero-install');
    const row = await installDemoVideo(dataDir);
    expect(row).toMatchObject({
      fileUrl: heroVideoUrl(),
      category: 'video',
      fileType: 'video/mp4',
      status: 'ready',
      fileSize: statSync(DEMO_HERO_VIDEO.source).size,
      formats: ['mp4', 'webm', 'hls'],
      width: DEMO_HERO_VIDEO.width,
      height: DEMO_HERO_VIDEO.height,
    });
    expect(Object.keys(row.videoVariants ?? {}).sort()).toEqual(
      ['hls_playlist', 'mp4_480p', 'mp4_720p', 'poster', 'webm_720p'].sort(),
    );
    const storage = createDiskStorage(join(dataDir, 'uploads'));
    for (const url of [row.fileUrl, ...Object.values(row.videoVariants ?? {})]) {
      const key = storage.keyFor(url);
      expect(key, url).toMatch(new RegExp(`^${row.storagePrefix}`));
      expect(existsSync(join(dataDir, 'uploads', key!)), url).toBe(true);
    }
    // No larger than the source: a 540p clip is not scaled up to 720p.
    expect(
      await probe(tools, join(dataDir, 'uploads', storage.keyFor(row.videoVariants!.mp4_720p!)!)),
    ).toMatchObject({ width: DEMO_HERO_VIDEO.width, height: DEMO_HERO_VIDEO.height });
  }, 120_000);

  it('without ffmpeg, installs the video to be served as it is', async () => {
    const dataDir = tempDir('hero-no-ffmpeg');
    const row = await installDemoVideo(dataDir, { ffmpegPath: join(dataDir, 'no-ffmpeg') });
    expect(row).toMatchObject({ fileUrl: heroVideoUrl(), status: 'ready', statusReason: NO_FFMPEG_REASON });
    expect(row.videoVariants).toBeUndefined();
    const key = createDiskStorage(join(dataDir, 'uploads')).keyFor(row.fileUrl)!;
    expect(statSync(join(dataDir, 'uploads', key)).size).toBe(statSync(DEMO_HERO_VIDEO.source).size);
  });
});

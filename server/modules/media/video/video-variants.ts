import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { MediaStorage } from '../storage/media-storage';
import { probe, runFfmpeg, type FfmpegTools, type VideoProbe } from './ffmpeg';

/** The variant keys the storefront knows (storefront §3 optimized URL map), plus the poster frame. */
export type VideoVariantFiles = {
  mp4_720p: string;
  mp4_480p: string;
  webm_720p: string;
  hls_playlist: string;
  poster: string;
};

export type MadeVideoVariants = {
  source: VideoProbe;
  /** Each variant's path relative to the output folder. */
  variants: VideoVariantFiles;
  /** Every file made, relative to the output folder: HLS segments first, so the playlist never points at a missing one. */
  files: string[];
};

/** Each output's name, from the original's file stem. */
export function variantNames(stem: string): VideoVariantFiles {
  return {
    mp4_720p: `${stem}-720p.mp4`,
    mp4_480p: `${stem}-480p.mp4`,
    webm_720p: `${stem}-720p.webm`,
    hls_playlist: `hls/${stem}.m3u8`,
    poster: `${stem}-poster.jpg`,
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
};

export function contentTypeOf(file: string): string {
  const type = CONTENT_TYPES[extname(file)];
  if (!type) throw new Error(`No content type for ${file}`);
  return type;
}

/**
 * Scales so the short side is at most `target` (never up), even on both sides as the encoders need.
 * "720p" of an upright phone video is 720 wide, as players and phones mean it, not 720 tall.
 */
export function scaleFilter(source: { width: number; height: number }, target: number): string {
  const shortSide = Math.min(source.width, source.height, target);
  const even = Math.max(2, shortSide - (shortSide % 2));
  return source.width >= source.height ? `scale=-2:${even}` : `scale=${even}:-2`;
}

/** A key frame every 2 s, so HLS can cut 6 s segments from the 720p file without re-encoding. */
const KEYFRAMES = ['-force_key_frames', 'expr:gte(t,n_forced*2)'];
/** Location and device tags from a phone stay private, as EXIF does for images. */
const NO_METADATA = ['-map_metadata', '-1', '-map_chapters', '-1'];
const MP4 = ['-c:v', 'libx264', '-preset', 'veryfast', '-c:a', 'aac', '-ac', '2', '-movflags', '+faststart'];
/**
 * VP9 in realtime mode at speed 8 with row multithreading: on two cores it encodes 720p in less CPU time
 * than VP8 at its fastest realtime settings, and smaller at the same bitrate (measured on this machine).
 * Opus is the audio WebM players expect beside VP9.
 */
const WEBM = [
  ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', '-b:v', '1800k'],
  ...['-c:a', 'libopus', '-b:a', '96k', '-ac', '2'],
];

/**
 * Makes every variant of `sourceFile` into `outDir`: one ffmpeg run decodes the source once and encodes
 * the 720p and 480p MP4 (H.264 + AAC) and the 720p WebM side by side; the HLS playlist is cut from the
 * 720p MP4 without re-encoding; the poster is one frame from about 1 s in.
 */
export async function makeVideoVariants(
  tools: FfmpegTools,
  sourceFile: string,
  outDir: string,
  stem: string,
  signal?: AbortSignal,
): Promise<MadeVideoVariants> {
  const source = await probe(tools, sourceFile, signal);
  const names = variantNames(stem);
  const out = (name: string) => join(outDir, name);
  await mkdir(join(outDir, 'hls'), { recursive: true });

  // Phones film at 60 fps; half the frames cost half the encoding and look the same on a product page.
  const fps = source.frameRate > 30 ? 'fps=30,' : '';
  const audio = source.hasAudio ? ['-map', '0:a:0'] : [];
  await runFfmpeg(
    tools,
    [
      '-i',
      sourceFile,
      '-filter_complex',
      // The 480p picture is scaled from the 720p one: a third of the pixels to read, the same result.
      `[0:v]${fps}${scaleFilter(source, 720)},format=yuv420p,split=3[v720][w720][s];` +
        `[s]${scaleFilter(source, 480)}[v480]`,
      ...['-map', '[v720]', ...audio, ...MP4, '-crf', '23', '-maxrate', '2500k', '-bufsize', '5000k'],
      ...[...KEYFRAMES, '-b:a', '128k', ...NO_METADATA, out(names.mp4_720p)],
      ...['-map', '[v480]', ...audio, ...MP4, '-crf', '24', '-maxrate', '1200k', '-bufsize', '2400k'],
      ...['-b:a', '96k', ...NO_METADATA, out(names.mp4_480p)],
      ...['-map', '[w720]', ...audio, ...WEBM, ...NO_METADATA, out(names.webm_720p)],
    ],
    signal,
  );

  await runFfmpeg(
    tools,
    [
      ...['-i', out(names.mp4_720p), '-map', '0', '-c', 'copy', '-f', 'hls', '-hls_time', '6'],
      ...['-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
      ...['-hls_segment_filename', out(`hls/${stem}-%03d.ts`), out(names.hls_playlist)],
    ],
    signal,
  );

  await makePoster(tools, source, sourceFile, out(names.poster), signal);

  const segments = (await readdir(join(outDir, 'hls'))).filter((f) => f.endsWith('.ts')).sort();
  const files = [
    names.mp4_720p,
    names.mp4_480p,
    names.webm_720p,
    names.poster,
    ...segments.map((f) => `hls/${f}`),
    names.hls_playlist,
  ];
  return { source, variants: names, files };
}

/** One JPEG frame from about 1 s in (the middle of a shorter clip), at the 720p variant's size. */
async function makePoster(
  tools: FfmpegTools,
  source: VideoProbe,
  sourceFile: string,
  target: string,
  signal?: AbortSignal,
) {
  const at = source.durationSeconds >= 2 ? 1 : source.durationSeconds / 2;
  const frame = (seconds: number) =>
    runFfmpeg(
      tools,
      [
        ...['-ss', seconds.toFixed(3), '-i', sourceFile, '-frames:v', '1'],
        ...['-vf', `${scaleFilter(source, 720)}`, '-q:v', '3', ...NO_METADATA, target],
      ],
      signal,
    );
  await frame(at);
  // A duration the container misreports can seek past the last frame, leaving no picture: take the first.
  if (!existsSync(target)) await frame(0);
}

/** A video's media-library columns once its variants are stored. */
export type StoredVideoVariants = {
  optimizedUrls: Record<string, string>;
  videoVariants: Record<string, string>;
  formats: string[];
  width: number;
  height: number;
};

/**
 * Puts every file `makeVideoVariants` made in `outDir` under `prefix` in storage (HLS segments before
 * their playlist), and answers the columns that name them: the playable variants, and the poster too.
 */
export async function storeVideoVariants(
  storage: MediaStorage,
  prefix: string,
  outDir: string,
  made: MadeVideoVariants,
  signal?: AbortSignal,
): Promise<StoredVideoVariants> {
  const folder = prefix.replace(/\/*$/, '/');
  for (const file of made.files) {
    signal?.throwIfAborted();
    const path = join(outDir, file);
    await storage.put(`${folder}${file}`, createReadStream(path), {
      contentType: contentTypeOf(file),
      contentLength: (await stat(path)).size,
    });
  }
  const url = (file: string) => storage.urlFor(`${folder}${file}`);
  const { poster, ...playable } = made.variants;
  const optimizedUrls = Object.fromEntries(Object.entries(playable).map(([k, f]) => [k, url(f)]));
  return {
    optimizedUrls,
    videoVariants: { poster: url(poster), ...optimizedUrls },
    formats: ['mp4', 'webm', 'hls'],
    width: made.source.width,
    height: made.source.height,
  };
}

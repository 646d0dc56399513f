// The demo shop's home hero video, drawn from its own illustrations (demo-images.ts): the farm, the
// Vitalix jar among its herbs and the raw honey, each slowly zoomed and cross-faded into the next, the
// last into the first so the loop has no seam. `scripts/make-demo-video.ts` renders it once into
// DEMO_HERO_VIDEO.source, which is committed: installing the demo shop then only copies it and makes its
// variants (demo-video-files.ts), and needs neither the drawing time nor ffmpeg to have a video to show.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import sharp from 'sharp';
import { seedMediaFolder } from '../paths';
import { demoImages } from './demo-images';

export const DEMO_HERO_VIDEO = {
  key: 'home-hero',
  /** The committed file the seed installs. */
  source: join(seedMediaFolder, 'home-hero.mp4'),
  alt: 'An organic farm, a Vitalix jar among fresh herbs and a jar of raw honey, one after the other',
  width: 960,
  height: 540,
  fps: 24,
} as const;

/** Each drawing's slot, and the cross-fade into the next that ends it (seconds). */
const SLOT = 3;
const FADE = 0.8;

/** A drawing (1200×800) and the 16:9 window over it at the start and end of its time on screen. */
type Window = { x: number; y: number; width: number };
const SCENES: ReadonlyArray<{ key: string; from: Window; to: Window }> = [
  { key: 'about-promise', from: { x: 0, y: 60, width: 1200 }, to: { x: 80, y: 110, width: 1040 } },
  { key: 'home-vitalix', from: { x: 40, y: 100, width: 1120 }, to: { x: 280, y: 150, width: 900 } },
  { key: 'honey-strip', from: { x: 0, y: 125, width: 1200 }, to: { x: 160, y: 120, width: 980 } },
];

export const HERO_VIDEO_SECONDS = SCENES.length * SLOT;
export const HERO_VIDEO_FRAMES = Math.round(HERO_VIDEO_SECONDS * DEMO_HERO_VIDEO.fps);

function drawingOf(key: string): string {
  const image = demoImages.find((item) => item.key === key);
  if (!image) throw new Error(`No demo drawing named ${key}`);
  // The drawing's content without its own <svg> element, to place in the frame's.
  return image.svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
}

/**
 * Scene `index` at `seconds` into the loop: its window moves steadily over the slot before it (fading in)
 * and its own slot, so the motion never stops across a fade, nor across the loop's end.
 */
function sceneLayer(index: number, seconds: number, opacity: number, drawing: string): string {
  const scene = SCENES[index]!;
  const since =
    (((seconds - (index * SLOT - FADE)) % HERO_VIDEO_SECONDS) + HERO_VIDEO_SECONDS) % HERO_VIDEO_SECONDS;
  const p = since / (SLOT + FADE);
  const at = (a: number, b: number) => a + (b - a) * p;
  const zoom = DEMO_HERO_VIDEO.width / at(scene.from.width, scene.to.width);
  const x = at(scene.from.x, scene.to.x);
  const y = at(scene.from.y, scene.to.y);
  return (
    `<g opacity="${opacity.toFixed(3)}" transform="scale(${zoom.toFixed(5)}) ` +
    `translate(${(-x).toFixed(3)} ${(-y).toFixed(3)})">${drawing}</g>`
  );
}

/** One frame of the loop as SVG. */
export function heroFrameSvg(frame: number, drawings = SCENES.map((scene) => drawingOf(scene.key))): string {
  const seconds = frame / DEMO_HERO_VIDEO.fps;
  const index = Math.floor(seconds / SLOT) % SCENES.length;
  const inSlot = seconds - Math.floor(seconds / SLOT) * SLOT;
  let body = sceneLayer(index, seconds, 1, drawings[index]!);
  if (inSlot > SLOT - FADE) {
    const next = (index + 1) % SCENES.length;
    body += sceneLayer(next, seconds, (inSlot - (SLOT - FADE)) / FADE, drawings[next]!);
  }
  const { width, height } = DEMO_HERO_VIDEO;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/**
 * Draws the frames with sharp (librsvg, as the demo images are drawn) and streams them to ffmpeg, which
 * encodes a small H.264 MP4 without sound (silent and decorative, it plays muted on the page).
 * `frames` shortens the clip (tests). Takes about a minute of CPU for the whole loop.
 */
export async function renderHeroVideo(
  target: string,
  options: { frames?: number; ffmpeg?: string } = {},
): Promise<void> {
  const { width, height, fps } = DEMO_HERO_VIDEO;
  const frames = options.frames ?? HERO_VIDEO_FRAMES;
  const drawings = SCENES.map((scene) => drawingOf(scene.key));
  const ffmpeg = spawn(
    options.ffmpeg ?? 'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...[
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgba',
        '-s',
        `${width}x${height}`,
        '-r',
        String(fps),
        '-i',
        'pipe:0',
      ],
      // Flat drawings: x264's animation tuning, and a quality that keeps the file a few hundred KB.
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '30'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', '-map_metadata', '-1', target],
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.once('error', reject);
    ffmpeg.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg stopped (${code}): ${stderr.trim()}`)),
    );
  });
  try {
    for (let frame = 0; frame < frames; frame++) {
      const svg = heroFrameSvg(frame, drawings);
      const pixels = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
      if (!ffmpeg.stdin.write(pixels)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
    }
  } finally {
    ffmpeg.stdin.end();
  }
  await done;
}

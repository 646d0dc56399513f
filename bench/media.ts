/**
 * The media pipeline's speed (decision 015, docs/performance.md): time from upload to every variant for a
 * 5 MB photo and a 30 s 1080p clip, and how much the server's memory grows while a 200 MB video streams
 * in through an upload URL (target: under 64 MB). Runs the production build (`npm run build` first) on
 * embedded PGlite, so the video worker runs as it does for a shop. Needs ffmpeg.
 */
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { adminCookie, startProductionServer, type RunningServer } from './server-process';

const PORT = 5190;
const work = mkdtempSync(join(tmpdir(), 'bench-media-'));

async function json(res: Response) {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Sends a file through an upload URL in its chunks, then completes it; answers the stored item. */
async function uploadThroughUrl(
  server: RunningServer,
  cookie: string,
  file: string,
  name: string,
  type: string,
) {
  const size = statSync(file).size;
  const headers = { cookie, 'content-type': 'application/json', origin: server.url };
  const ticket = await json(
    await fetch(`${server.url}/api/objects/upload`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ fileName: name, contentType: type, fileSize: size }),
    }),
  );
  const chunk = Number(ticket.chunkSize);
  const fd = openSync(file, 'r');
  try {
    for (let start = 0; start < size; start += chunk) {
      const length = Math.min(chunk, size - start);
      const bytes = Buffer.alloc(length);
      readSync(fd, bytes, 0, length, start);
      await json(
        await fetch(`${server.url}${String(ticket.uploadURL)}`, {
          method: 'PUT',
          headers: {
            cookie,
            origin: server.url,
            'content-type': 'application/octet-stream',
            'content-range': `bytes ${start}-${start + length - 1}/${size}`,
          },
          body: bytes,
        }),
      );
    }
  } finally {
    closeSync(fd);
  }
  return json(
    await fetch(`${server.url}${String(ticket.completeURL)}`, { method: 'POST', headers, body: '{}' }),
  );
}

async function waitUntilReady(server: RunningServer, cookie: string, id: string): Promise<string> {
  for (;;) {
    const list = (await (
      await fetch(`${server.url}/api/admin/media?category=video`, { headers: { cookie } })
    ).json()) as Array<{
      id: string;
      status: string;
      statusReason: string | null;
    }>;
    const asset = list.find((a) => a.id === id);
    if (asset && asset.status !== 'processing')
      return `${asset.status}${asset.statusReason ? ` (${asset.statusReason})` : ''}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

const server = await startProductionServer(PORT);
try {
  const cookie = await adminCookie(server.url);

  // 200 MB streamed in, first, on a fresh server: sample its resident memory throughout.
  const bigFile = join(work, 'big.mp4');
  const fd = openSync(bigFile, 'w');
  const header = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(20)]);
  writeSync(fd, header);
  const block = Buffer.alloc(1024 * 1024, 7);
  for (let i = 0; i < 200; i++)
    writeSync(fd, block, 0, i === 199 ? block.length - header.length : block.length);
  closeSync(fd);
  const baseline = rssMb(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  let started = performance.now();
  await uploadThroughUrl(server, cookie, bigFile, 'big.mp4', 'video/mp4').catch((error: Error) => error);
  const bigMs = performance.now() - started;
  clearInterval(sampler);
  console.log(
    `200 MB video through an upload URL: ${(bigMs / 1000).toFixed(1)} s, server RSS ${baseline.toFixed(0)} → peak ${peak.toFixed(0)} MB (growth ${(peak - baseline).toFixed(1)} MB)`,
  );
  // A 5 MB photo: a 4000×3000 camera-sized JPEG with enough detail to weigh what a phone's does.
  const noise = Buffer.alloc(4000 * 3000 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = ((i * 2654435761) >>> 24) ^ (i % 251);
  const photoFile = join(work, 'photo.jpg');
  await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 75 })
    .toFile(photoFile);
  const photoMb = statSync(photoFile).size / 1024 / 1024;
  started = performance.now();
  await uploadThroughUrl(server, cookie, photoFile, 'photo.jpg', 'image/jpeg');
  const photoMs = performance.now() - started;
  console.log(
    `photo ${photoMb.toFixed(1)} MB 4000x3000: upload to all 12 variants ${(photoMs / 1000).toFixed(2)} s`,
  );

  // A 30 s 1080p clip with sound.
  const clipFile = join(work, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1920x1080:rate=30:duration=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=30',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-y',
    clipFile,
  ]);
  const clipMb = statSync(clipFile).size / 1024 / 1024;
  started = performance.now();
  const stored = await uploadThroughUrl(server, cookie, clipFile, 'clip.mp4', 'video/mp4');
  const outcome = await waitUntilReady(server, cookie, String((stored.asset as { id: string }).id));
  const clipMs = performance.now() - started;
  console.log(
    `clip ${clipMb.toFixed(1)} MB 30 s 1080p: upload to ${outcome} with every variant ${(clipMs / 1000).toFixed(1)} s`,
  );
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { basename, delimiter, isAbsolute, join } from 'node:path';

export type FfmpegTools = { ffmpeg: string; ffprobe: string };

/**
 * ffmpeg and ffprobe as found now: an explicit path (tests pass a missing one to act out "not
 * installed"), else the first executable of that name on PATH. Null when either is missing: the shop
 * then serves videos as uploaded.
 */
export function findFfmpeg(options: { ffmpegPath?: string; ffprobePath?: string } = {}): FfmpegTools | null {
  const ffmpeg = findExecutable(options.ffmpegPath ?? 'ffmpeg');
  const ffprobe = findExecutable(options.ffprobePath ?? 'ffprobe');
  return ffmpeg && ffprobe ? { ffmpeg, ffprobe } : null;
}

function findExecutable(name: string): string | null {
  const candidates = isAbsolute(name)
    ? [name]
    : (process.env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, name));
  return candidates.find(isExecutable) ?? null;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A tool that ran and failed; its message is ffmpeg's own words for why, without any file's path. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    /** The raw end of stderr, for the server log only (it names temp files). */
    readonly stderrTail: string,
  ) {
    super(message);
  }
}

/** Keeps the end of ffmpeg's stderr: the reason is in the last lines, and a long run prints a lot. */
const STDERR_TAIL_CHARS = 4000;

/**
 * Runs a tool with arguments (no shell, so no file name is ever parsed as a command), resolving with its
 * stdout; rejects with the stderr tail when it fails. Aborting `signal` kills it at once.
 */
export function runTool(binary: string, args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL_CHARS);
    });
    child.once('error', (error) => reject(signal?.aborted ? (signal.reason as Error) : error));
    child.once('close', (code, killedBy) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      if (code === 0) return resolve(Buffer.concat(stdout).toString());
      const reason = killedBy ? `${basename(binary)} was stopped (${killedBy})` : humanReason(stderr);
      reject(new FfmpegError(reason, stderr));
    });
  });
}

/** Runs ffmpeg quietly: only errors on stderr, never waiting for a key press, never asking to overwrite. */
export function runFfmpeg(tools: FfmpegTools, args: string[], signal?: AbortSignal): Promise<string> {
  return runTool(tools.ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], signal);
}

export type VideoProbe = {
  durationSeconds: number;
  /** As displayed: a phone video recorded upright (rotated 90°) has its sides swapped. */
  width: number;
  height: number;
  /** Frames per second (average), 0 when unknown. */
  frameRate: number;
  hasAudio: boolean;
};

type ProbeStream = {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
};

/** Reads a file's first video stream and whether it has sound; rejects when it is not a video. */
export async function probe(tools: FfmpegTools, file: string, signal?: AbortSignal): Promise<VideoProbe> {
  const out = await runTool(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    signal,
  );
  const info = JSON.parse(out) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  if (!video) throw new FfmpegError('The file holds no video picture', '');
  const rotation = Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0);
  const tagRotation = Number(video.tags?.rotate ?? 0);
  const upright = Math.abs(rotation || tagRotation) % 180 === 90;
  const [num = 0, den = 1] = (video.avg_frame_rate ?? '0/1').split('/').map(Number);
  return {
    durationSeconds: Number(info.format?.duration ?? video.duration ?? 0) || 0,
    width: upright ? video.height! : video.width!,
    height: upright ? video.width! : video.height!,
    frameRate: den ? num / den : 0,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}

/**
 * A short reason a person can read, from the end of ffmpeg's stderr: the last distinct lines, each
 * without the file path ffmpeg puts before its message (temp paths tell staff nothing and tell an
 * attacker about the server), at most 300 characters.
 */
export function humanReason(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\[[^\]]*\]\s*/, '') // "[mov,mp4 @ 0x55…] " prefixes
        // Any absolute path → its last part; "30000/1001" (no slash before it) is a ratio, not a path.
        .replace(/(?<=^|[\s'"(=])(?:\/[^\s/:'"]+)+\/?/g, (path) => basename(path))
        .replace(/^[\w.-]+:\s+(?=[A-Z])/, '') // "source.mp4: Invalid data…" → "Invalid data…"
        .trim(),
    )
    .filter(Boolean);
  const distinct = [...new Set(lines)].slice(-2);
  const reason = distinct.join('; ') || 'ffmpeg stopped without saying why';
  return reason.length > 300 ? `${reason.slice(0, 297)}...` : reason;
}

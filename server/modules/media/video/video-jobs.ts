import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../../db/client';
import { safeErrorMessage } from '../../../lib/safe-errors';
import { mediaAssets } from '../media.tables';
import type { MediaStorage } from '../storage/media-storage';
import { FfmpegError, findFfmpeg, humanReason } from './ffmpeg';
import { makeJobTempDir, removeStaleJobTempDirs } from './job-temp-dir';
import { makeVideoVariants, storeVideoVariants } from './video-variants';

export const NO_FFMPEG_REASON = 'Served as uploaded: ffmpeg is not installed on the server';

type Deps = {
  db: Database;
  storage: MediaStorage;
  log: (level: 'info' | 'warn', message: string) => void;
  /** A claimed video is this worker's for this long, renewed every third of it while ffmpeg works. */
  leaseMs?: number;
  pollMs?: number;
  maxAttempts?: number;
  /** How long a failed video waits before its next attempt, by attempts made (30 s, 1 min, 2 min…). */
  retryDelayMs?: (attempts: number) => number;
  /** Tests point these at a missing file to act out a server without ffmpeg. */
  ffmpegPath?: string;
  ffprobePath?: string;
};

type Job = {
  id: string;
  originalKey: string | null;
  storagePrefix: string | null;
  /** Also the job's fencing token: a worker whose lease ran out finds it changed and writes nothing. */
  processingAttempts: number;
};

const defaultRetryDelay = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);

/** Why a job stopped before the end, when it was not the video's fault. */
class Interrupted extends Error {
  constructor(readonly why: 'stopping' | 'lost') {
    super(why === 'stopping' ? 'the server is stopping' : 'the asset was deleted or taken over');
  }
}

/**
 * Turns uploaded videos into their variants in the background (decision 015). The job is the
 * `processing` row itself, nothing in memory: a worker claims the oldest one whose lease is free (SKIP
 * LOCKED, so several processes share the work), holds it with a renewed lease, and sets it `ready` with
 * its variants, or `failed` after `maxAttempts`. A process that dies mid-job lets its lease run out and
 * the next pass, here or in another process, starts the video again.
 */
export function createVideoJobs(deps: Deps) {
  const { db, storage, log } = deps;
  const leaseMs = deps.leaseMs ?? 60_000;
  const pollMs = deps.pollMs ?? 5_000;
  const maxAttempts = deps.maxAttempts ?? 3;
  const retryDelayMs = deps.retryDelayMs ?? defaultRetryDelay;
  const inFlight = new Set<AbortController>();
  const running = new Set<Promise<boolean>>();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let again = false;
  let stopping = false;
  let started = false;

  const secondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;
  /** The row as this worker claimed it: still processing, and no one has claimed it since. */
  const owned = (job: Job) =>
    and(
      eq(mediaAssets.id, job.id),
      eq(mediaAssets.status, 'processing'),
      eq(mediaAssets.processingAttempts, job.processingAttempts),
    );

  async function claim(): Promise<Job | undefined> {
    const next = db
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(
        and(
          eq(mediaAssets.status, 'processing'),
          or(isNull(mediaAssets.leaseUntil), lt(mediaAssets.leaseUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mediaAssets.uploadedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(mediaAssets)
      .set({
        leaseUntil: secondsFromNow(leaseMs),
        processingAttempts: sql`${mediaAssets.processingAttempts} + 1`,
      })
      .where(inArray(mediaAssets.id, next))
      .returning({
        id: mediaAssets.id,
        originalKey: mediaAssets.originalKey,
        storagePrefix: mediaAssets.storagePrefix,
        processingAttempts: mediaAssets.processingAttempts,
      });
    return job;
  }

  /** Claims one video and carries it to its end; answers whether there was one. */
  function runOnce(): Promise<boolean> {
    const run = claimAndConvert();
    running.add(run);
    void run.catch(() => {}).finally(() => running.delete(run));
    return run;
  }

  async function claimAndConvert(): Promise<boolean> {
    if (stopping) return false;
    const job = await claim();
    if (!job) return false;
    log('info', `Video ${job.id}: processing (attempt ${job.processingAttempts})`);
    const tools = findFfmpeg({ ffmpegPath: deps.ffmpegPath, ffprobePath: deps.ffprobePath });
    if (!tools) {
      // The original plays as it is; the library says why there are no smaller copies.
      await db
        .update(mediaAssets)
        .set({ status: 'ready', statusReason: NO_FFMPEG_REASON, leaseUntil: null, updatedAt: new Date() })
        .where(owned(job));
      log('info', `Video ${job.id}: ready (${NO_FFMPEG_REASON})`);
      return true;
    }
    if (job.processingAttempts > maxAttempts) {
      // Every earlier attempt died with its process (a video that crashes the server, say): stop here.
      await markFailed(job, 'Processing stopped before it finished, too many times');
      return true;
    }
    if (!job.originalKey || !job.storagePrefix) {
      await markFailed(job, 'The uploaded file is missing');
      return true;
    }
    await convert(job as Job & { originalKey: string; storagePrefix: string }, tools);
    return true;
  }

  async function convert(
    job: Job & { originalKey: string; storagePrefix: string },
    tools: NonNullable<ReturnType<typeof findFfmpeg>>,
  ) {
    const controller = new AbortController();
    inFlight.add(controller);
    // stop() came while this video was being claimed: hand it straight back.
    if (stopping) controller.abort(new Interrupted('stopping'));
    const { signal } = controller;
    const renew = setInterval(() => void renewLease(job, controller), Math.max(10, leaseMs / 3));
    let dir: string | undefined;
    try {
      dir = await makeJobTempDir();
      const source = join(dir, `source${safeExtension(job.originalKey)}`);
      await pipeline(await storage.read(job.originalKey), createWriteStream(source), { signal });
      const out = join(dir, 'out');
      const made = await makeVideoVariants(tools, source, out, stemOf(job.originalKey), signal);
      const stored = await storeVideoVariants(storage, job.storagePrefix, out, made, signal);
      const finished = await db
        .update(mediaAssets)
        .set({
          status: 'ready',
          statusReason: null,
          ...stored,
          leaseUntil: null,
          updatedAt: new Date(),
        })
        .where(owned(job))
        .returning({ id: mediaAssets.id });
      if (finished.length) log('info', `Video ${job.id}: ready`);
      else await abandon(job);
    } catch (error) {
      const reason = signal.reason as unknown;
      if (reason instanceof Interrupted && reason.why === 'lost') await abandon(job);
      else if (reason instanceof Interrupted) await release(job);
      else await failAttempt(job, error);
    } finally {
      clearInterval(renew);
      inFlight.delete(controller);
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  }

  async function renewLease(job: Job, controller: AbortController) {
    try {
      const held = await db
        .update(mediaAssets)
        .set({ leaseUntil: secondsFromNow(leaseMs) })
        .where(owned(job))
        .returning({ id: mediaAssets.id });
      if (!held.length) controller.abort(new Interrupted('lost'));
    } catch (error) {
      // A database hiccup: the lease still has two thirds to run, and the next renewal tries again.
      log('warn', `Video ${job.id}: could not renew its lease: ${safeErrorMessage(error)}`);
    }
  }

  /** The row is gone (deleted meanwhile) or someone else's now: clean up only in the first case. */
  async function abandon(job: Job & { storagePrefix: string }) {
    const [row] = await db.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.id, job.id));
    if (row) {
      log('info', `Video ${job.id}: taken over by another worker`);
      return;
    }
    await storage.deletePrefix(job.storagePrefix);
    log('info', `Video ${job.id}: deleted while processing; its files are removed`);
  }

  /** Stopped by a shutdown: free it at once for the next process, and the attempt does not count. */
  async function release(job: Job) {
    await db
      .update(mediaAssets)
      .set({ leaseUntil: null, processingAttempts: sql`${mediaAssets.processingAttempts} - 1` })
      .where(owned(job));
    log('info', `Video ${job.id}: interrupted by shutdown; it resumes on the next start`);
  }

  async function failAttempt(job: Job, error: unknown) {
    const reason = reasonFor(error);
    if (job.processingAttempts >= maxAttempts) {
      await markFailed(job, reason);
      return;
    }
    const delay = retryDelayMs(job.processingAttempts);
    await db
      .update(mediaAssets)
      .set({ leaseUntil: delay > 0 ? secondsFromNow(delay) : null, statusReason: reason })
      .where(owned(job));
    log('warn', `Video ${job.id}: attempt ${job.processingAttempts} failed, retrying: ${reason}`);
  }

  async function markFailed(job: Job, reason: string) {
    await db
      .update(mediaAssets)
      .set({ status: 'failed', statusReason: reason, leaseUntil: null, updatedAt: new Date() })
      .where(owned(job));
    log('warn', `Video ${job.id}: failed: ${reason}`);
  }

  /**
   * Runs passes until no video is waiting; a wake during a pass asks for one more. Only once started:
   * tests of the API drive the jobs with runOnce, and a pass of its own would race them.
   */
  function wake(): void {
    if (stopping || !started) return;
    if (pass) {
      again = true;
      return;
    }
    pass = (async () => {
      do {
        again = false;
        while (await runOnce());
      } while (again && !stopping);
    })()
      .catch((error: unknown) => log('warn', `Video pass failed: ${safeErrorMessage(error)}`))
      .finally(() => {
        pass = undefined;
      });
  }

  return {
    runOnce,
    wake,
    /** Picks up videos left by earlier runs now, then polls for new ones and retries. */
    start(): void {
      stopping = false;
      started = true;
      void removeStaleJobTempDirs();
      timer ??= setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    /** Kills a running ffmpeg (the video goes back to the queue) and waits for the pass to end. */
    async stop(): Promise<void> {
      stopping = true;
      started = false;
      clearInterval(timer);
      timer = undefined;
      for (const controller of inFlight) controller.abort(new Interrupted('stopping'));
      await Promise.allSettled([pass, ...running]);
    },
  };
}

export type VideoJobs = ReturnType<typeof createVideoJobs>;

/** What staff read in the library: ffmpeg's own reason, or a plain one; never a path, at most 300 characters. */
function reasonFor(error: unknown): string {
  if (error instanceof FfmpegError) return clip(`Could not convert the video: ${error.message}`);
  if ((error as NodeJS.ErrnoException)?.code === 'ENOENT') return 'The uploaded file is missing';
  return clip(`Processing failed: ${humanReason(safeErrorMessage(error))}`);
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 297)}...` : text);

/** The variants' names start with the original's, as a storage key allows (lower case, no odd signs). */
export function stemOf(key: string): string {
  const stem = basename(key, extname(key))
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem.slice(0, 80) || 'video';
}

function safeExtension(key: string): string {
  const ext = extname(key).toLowerCase();
  return /^\.[a-z0-9]{1,5}$/.test(ext) ? ext : '';
}

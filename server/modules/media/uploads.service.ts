import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { StoredUpload, UploadTicket } from '../../../common/media/media-schemas';
import {
  categoryOfType,
  DIRECT_UPLOAD_MAX_BYTES,
  LARGEST_UPLOAD_LIMIT,
  tooLargeMessage,
  uploadLimit,
  UPLOAD_URL_TTL_MS,
  type MediaCategory,
  type UploadPurpose,
} from '../../../common/media/upload-rules';
import type { Database } from '../../db/client';
import { AppError, ConflictError, ForbiddenError, InputError, NotFoundError } from '../../errors';
import type { Actor } from '../audit/with-audit';
import { displayName, ingestUpload, type UploadDescription } from './ingest';
import { mediaUploads } from './media.tables';
import { writeAt } from './storage/disk-storage';
import type { MediaStorage } from './storage/media-storage';

/** Bytes per PUT through our own upload route: small enough to finish well inside the request timeout. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

export type UploadRequestBody = {
  fileName: string;
  fileData?: string;
  contentType: string;
  fileSize: number;
  category?: MediaCategory;
  purpose: UploadPurpose;
  altText?: string;
};

type Deps = {
  db: Database;
  storage: MediaStorage;
  /** DATA_DIR/uploads, where chunks are written in place on disk storage. */
  diskRoot: string;
  onVideoQueued: () => void;
  now?: () => Date;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** `bytes start-end/total` (RFC 9110 §14.4). */
function parseContentRange(header: string | undefined): { start: number; end: number; total: number } | null {
  if (header === undefined) return null;
  const match = /^bytes (\d{1,12})-(\d{1,12})\/(\d{1,12})$/.exec(header.trim());
  if (!match) throw new InputError('Content-Range must read "bytes start-end/total"');
  const [start, end, total] = match.slice(1).map(Number) as [number, number, number];
  if (end < start || end >= total) throw new InputError('Content-Range is out of order');
  return { start, end, total };
}

/** Passes exactly `expected` bytes; one more (a client lying about its length) fails the stream with 413. */
function exactly(expected: number, fileName: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > expected) return done(new AppError(413, `File ${fileName} is larger than declared`));
      done(null, chunk);
    },
    flush(done) {
      done(seen === expected ? null : new InputError(`Expected ${expected} bytes, received ${seen}`));
    },
  });
}

/**
 * The upload calls (back-office §7, decision 015): direct mode for small files, and upload URLs for large
 * ones, bound to the staff member who asked, used once, expiring after 15 minutes without bytes.
 */
export function createUploadService(deps: Deps) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const ingestDeps = { db, storage, onVideoQueued: deps.onVideoQueued };

  function describe(body: UploadRequestBody): UploadDescription {
    return {
      fileName: body.fileName,
      contentType: body.contentType,
      category: body.category,
      altText: body.altText,
    };
  }

  /** Refuses a declared size over the limit before any byte is sent. */
  function checkDeclaredSize(body: UploadRequestBody) {
    // An unknown declared type may be any kind: the largest limit applies until the bytes say.
    const limit =
      body.category || body.contentType
        ? uploadLimit(body.category ?? categoryOfType(body.contentType))
        : LARGEST_UPLOAD_LIMIT;
    if (body.fileSize > limit) throw new AppError(413, tooLargeMessage(displayName(body.fileName), limit));
  }

  async function findTicket(id: string, token: string, actor: Pick<Actor, 'id'>) {
    const [ticket] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
    const given = hashToken(token);
    if (!ticket || !timingSafeEqual(given, Buffer.from(ticket.tokenHash, 'hex'))) {
      throw new NotFoundError('Unknown upload URL');
    }
    if (ticket.userId !== actor.id) throw new ForbiddenError('This upload URL was issued to someone else');
    if (ticket.completedAt) throw new ConflictError('This upload URL has already been used');
    if (ticket.expiresAt.getTime() <= now().getTime()) throw new AppError(410, 'This upload URL has expired');
    return ticket;
  }

  /** Staged bytes of abandoned uploads, removed as new ones start. */
  async function sweepExpired() {
    const stale = await db
      .delete(mediaUploads)
      .where(lt(mediaUploads.expiresAt, new Date(now().getTime() - 60 * 60_000)))
      .returning({ stagingKey: mediaUploads.stagingKey });
    for (const { stagingKey } of stale) await storage.deletePrefix(stagingKey).catch(() => undefined);
  }

  return {
    /** Direct mode: the file travels base64 in the JSON body. */
    async uploadDirect(body: UploadRequestBody & { fileData: string }, actor: Actor): Promise<StoredUpload> {
      checkDeclaredSize(body);
      const bytes = Buffer.from(body.fileData, 'base64');
      if (bytes.length > DIRECT_UPLOAD_MAX_BYTES) {
        throw new AppError(
          413,
          `File ${displayName(body.fileName)} is too large to send inline; ask for an upload URL (leave out fileData)`,
        );
      }
      return ingestUpload(ingestDeps, { bytes }, describe(body), actor);
    },

    /** An upload URL for a large file: the bytes go to storage first, then `complete` checks them. */
    async openTicket(body: UploadRequestBody, actor: Actor): Promise<UploadTicket> {
      checkDeclaredSize(body);
      if (body.fileSize === 0) throw new InputError(`File ${displayName(body.fileName)} is empty`);
      await sweepExpired();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + UPLOAD_URL_TTL_MS);
      const [ticket] = await db
        .insert(mediaUploads)
        .values({
          userId: actor.id,
          tokenHash: hashToken(token).toString('hex'),
          fileName: displayName(body.fileName),
          contentType: body.contentType,
          fileSize: body.fileSize,
          category: body.category ?? null,
          purpose: body.purpose,
          altText: body.altText ?? null,
          stagingKey: 'staging/pending',
          expiresAt,
        })
        .returning({ id: mediaUploads.id });
      const id = ticket!.id;
      const stagingKey = `staging/${id}`;
      await db.update(mediaUploads).set({ stagingKey }).where(eq(mediaUploads.id, id));
      const contentType = body.contentType || 'application/octet-stream';
      const presigned = await storage.presignPut(stagingKey, {
        contentType,
        contentLength: body.fileSize,
        expiresInSeconds: UPLOAD_URL_TTL_MS / 1000,
      });
      const ours = `/api/objects/upload/${id}?token=${token}`;
      return {
        success: true,
        uploadURL: presigned?.url ?? ours,
        uploadId: id,
        method: 'PUT',
        headers: presigned?.headers ?? { 'Content-Type': 'application/octet-stream' },
        chunkSize: presigned ? null : UPLOAD_CHUNK_BYTES,
        completeURL: `/api/objects/upload/${id}/complete?token=${token}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * A PUT to our own upload URL: the whole file, or the next chunk of it (`Content-Range`), streamed to
     * storage and never held in memory. Each chunk must continue where the last one ended, and keeps the
     * URL alive for another 15 minutes.
     */
    async receiveBytes(
      id: string,
      token: string,
      actor: Pick<Actor, 'id'>,
      request: { contentRange?: string; contentLength?: number; body: Readable },
    ): Promise<{ received: number; complete: boolean }> {
      const ticket = await findTicket(id, token, actor);
      if (ticket.receivedAt) throw new ConflictError('This upload URL has already received its file');
      const range = parseContentRange(request.contentRange) ?? {
        start: 0,
        end: ticket.fileSize - 1,
        total: ticket.fileSize,
      };
      if (range.total !== ticket.fileSize) {
        throw new InputError(`The file has ${range.total} bytes, not the ${ticket.fileSize} declared`);
      }
      const length = range.end - range.start + 1;
      if (request.contentLength !== undefined && request.contentLength !== length) {
        throw new InputError('Content-Length does not match Content-Range');
      }
      const staged = (await storage.size(ticket.stagingKey)) ?? 0;
      if (range.start !== 0 && range.start !== staged) {
        throw new ConflictError(`The next chunk starts at byte ${staged}`);
      }
      const counted = request.body.pipe(exactly(length, ticket.fileName));
      request.body.on('error', (error) => counted.destroy(error));
      if (storage.kind === 'disk') {
        await writeAt(deps.diskRoot, ticket.stagingKey, range.start, counted);
      } else {
        if (range.start !== 0 || length !== ticket.fileSize) {
          throw new InputError('Send the whole file in one PUT to the storage URL');
        }
        await storage.put(ticket.stagingKey, counted, {
          contentType: 'application/octet-stream',
          contentLength: length,
        });
      }
      const complete = range.end + 1 === ticket.fileSize;
      await db
        .update(mediaUploads)
        .set({
          expiresAt: new Date(now().getTime() + UPLOAD_URL_TTL_MS),
          ...(complete ? { receivedAt: now() } : {}),
        })
        .where(eq(mediaUploads.id, id));
      return { received: range.end + 1, complete };
    },

    /** Checks the staged bytes and makes them a library item; the URL cannot be used again. */
    async completeTicket(id: string, token: string, actor: Actor): Promise<StoredUpload> {
      await findTicket(id, token, actor);
      const [claimed] = await db
        .update(mediaUploads)
        .set({ completedAt: now() })
        .where(and(eq(mediaUploads.id, id), isNull(mediaUploads.completedAt)))
        .returning();
      if (!claimed) throw new ConflictError('This upload URL has already been used');
      try {
        const size = await storage.size(claimed.stagingKey);
        if (size === null) throw new InputError('No file was uploaded to this URL');
        if (size !== claimed.fileSize) {
          throw new InputError(`The uploaded file has ${size} bytes, not the ${claimed.fileSize} declared`);
        }
        const stored = await ingestUpload(
          ingestDeps,
          { stagedKey: claimed.stagingKey, size },
          {
            fileName: claimed.fileName,
            contentType: claimed.contentType,
            category: claimed.category ?? undefined,
            altText: claimed.altText,
          },
          actor,
        );
        await db.update(mediaUploads).set({ assetId: stored.asset.id }).where(eq(mediaUploads.id, id));
        return stored;
      } finally {
        await storage.deletePrefix(claimed.stagingKey).catch(() => undefined);
      }
    },

    /** How many upload URLs are open (tests and the sweep). */
    async countOpenTickets(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mediaUploads)
        .where(isNull(mediaUploads.completedAt));
      return row?.n ?? 0;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { StoredUpload } from '../../../common/media/media-schemas';
import {
  tooLargeMessage,
  tooManyPixelsMessage,
  uploadLimit,
  type MediaCategory,
} from '../../../common/media/upload-rules';
import type { Database } from '../../db/client';
import { AppError, InputError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { declaredTypeAgrees, detectFileKind, refusalReason, SNIFF_BYTES, type FileKind } from './file-kind';
import { imageAssetColumns, TooManyPixelsError, writeImageVariants } from './image-variants';
import { auditSummaryOf, toWireAsset } from './media.service';
import { mediaAssets } from './media.tables';
import type { MediaStorage } from './storage/media-storage';

/** The bytes of an upload: in memory (direct mode, the logo) or already in storage (an upload URL). */
export type UploadSource = { bytes: Buffer } | { stagedKey: string; size: number };

export type UploadDescription = {
  fileName: string;
  contentType: string;
  category?: MediaCategory;
  altText?: string | null;
};

/** Control characters (NUL to US, and DEL): never part of a name a person meant to show. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks): inside a file name they reorder what
 * is shown, so `invoice\u202Egnp.exe` reads as `invoiceexe.png` in the library and in messages.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name a person gave, shown in the library only: no folders, no control or bidirectional characters. */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_CHARACTERS, '').replace(BIDI_CONTROLS, '').trim();
  return clean.slice(0, 255) || 'file';
}

/** A readable stem for the generated file names (`Honey Jar (1).JPG` → `honey-jar-1`). */
export function fileStem(fileName: string): string {
  const stem = displayName(fileName).replace(/\.[^.]*$/, '');
  const slug = stem
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'file';
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** What the bytes are, or the 4xx that says why they are refused; nothing is stored before this. */
export function checkUpload(head: Buffer, size: number, upload: UploadDescription): FileKind {
  const name = displayName(upload.fileName);
  const kind = detectFileKind(head);
  if (!kind) throw new AppError(415, `File ${name} was refused: ${refusalReason(head)}`);
  if (!declaredTypeAgrees(upload.contentType, kind)) {
    throw new AppError(
      415,
      `File ${name} is ${article(kind.category)} (${kind.mime}), not ${upload.contentType}`,
    );
  }
  if (upload.category && upload.category !== kind.category) {
    throw new InputError(`File ${name} is ${article(kind.category)}, not ${article(upload.category)}`);
  }
  // The kind's one limit, whichever path the file came by (decision 015).
  const limit = uploadLimit(kind.category);
  if (size > limit) throw new AppError(413, tooLargeMessage(name, limit));
  if (size === 0) throw new InputError(`File ${name} is empty`);
  return kind;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Deps = { db: Database; storage: MediaStorage; onVideoQueued: () => void };

/**
 * Checks an upload and turns it into a library item: images into their variants at once (the original,
 * with its EXIF, is not kept), a video stored as uploaded and queued for its variants, a PDF stored as a
 * download. Every file goes under `media/<new id>/`; if anything fails, that folder is removed, so a
 * refusal or a fault leaves no file and no row behind.
 */
export async function ingestUpload(
  deps: Deps,
  source: UploadSource,
  upload: UploadDescription,
  actor: Actor,
) {
  const { storage } = deps;
  const size = 'bytes' in source ? source.bytes.length : source.size;
  const head =
    'bytes' in source
      ? source.bytes.subarray(0, SNIFF_BYTES)
      : await storage.readHead(source.stagedKey, SNIFF_BYTES);
  const kind = checkUpload(head, size, upload);

  const id = randomUUID();
  const prefix = `media/${id}`;
  const stem = fileStem(upload.fileName);
  const base = {
    id,
    fileName: displayName(upload.fileName),
    fileType: kind.mime,
    fileSize: size,
    category: kind.category,
    altText: upload.altText?.trim() || null,
    storagePrefix: `${prefix}/`,
    uploadedBy: actor.id,
  };

  try {
    let values: typeof mediaAssets.$inferInsert;
    if (kind.category === 'image') {
      const bytes = 'bytes' in source ? source.bytes : await readAll(await storage.read(source.stagedKey));
      const variants = await writeImageVariants(bytes, { storage, prefix, baseName: stem }).catch(
        (error: unknown) => {
          if (error instanceof TooManyPixelsError) {
            throw new AppError(413, tooManyPixelsMessage(base.fileName, error.width, error.height));
          }
          throw new AppError(415, `File ${base.fileName} is not a readable image`, [
            String((error as Error).message).slice(0, 200),
          ]);
        },
      );
      values = { ...base, ...imageAssetColumns(variants) };
    } else {
      const key = `${prefix}/${stem}.${kind.ext}`;
      const options = {
        contentType: kind.mime,
        contentLength: size,
        contentDisposition:
          kind.category === 'document' ? `attachment; filename="${stem}.${kind.ext}"` : undefined,
      };
      if ('bytes' in source) await storage.put(key, source.bytes, options);
      else await storage.move(source.stagedKey, key, options);
      values = {
        ...base,
        fileUrl: storage.urlFor(key),
        originalKey: key,
        status: kind.category === 'video' ? 'processing' : 'ready',
      };
    }

    const row = await withAudit(deps.db, actor, { entity: 'media', action: 'create' }, async (tx) => {
      const [inserted] = await tx.insert(mediaAssets).values(values).returning();
      return { result: inserted!, entityId: inserted!.id, before: null, after: auditSummaryOf(inserted!) };
    });
    if (kind.category === 'video') deps.onVideoQueued();
    const stored: StoredUpload = {
      success: true,
      fileUrl: row.fileUrl,
      fileName: row.fileName,
      contentType: row.fileType,
      fileSize: row.fileSize,
      asset: toWireAsset(row, []),
    };
    return stored;
  } catch (error) {
    await storage.deletePrefix(`${prefix}/`).catch(() => undefined);
    throw error;
  }
}

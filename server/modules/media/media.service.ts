import { desc, eq, inArray } from 'drizzle-orm';
import {
  chooseVideo,
  toPageMedia,
  toPictureItem,
  type PageMedia,
  type PageMediaItems,
} from '../../../common/media/media-choice';
import type { MediaAsset, MediaListQuery, MediaUsage } from '../../../common/media/media-schemas';
import { matchesMediaSearch, mediaSearchWords } from '../../../common/media/media-search';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { indexUsage, urlsOfAsset, usageOf, type MediaReferenceSource } from './media-usage';
import { mediaAssets } from './media.tables';
import type { MediaStorage } from './storage/media-storage';

type AssetRow = typeof mediaAssets.$inferSelect;

/** A row as the media API shows it: no storage keys, leases or uploader id. */
export function toWireAsset(row: AssetRow, usedBy: MediaUsage[]): MediaAsset {
  return {
    id: row.id,
    fileName: row.fileName,
    fileUrl: row.fileUrl,
    fileType: row.fileType,
    fileSize: row.fileSize,
    category: row.category,
    altText: row.altText,
    status: row.status,
    statusReason: row.statusReason,
    optimizedUrls: row.optimizedUrls as Record<string, string>,
    formats: row.formats,
    sizes: row.sizes,
    videoVariants: row.videoVariants,
    width: row.width,
    height: row.height,
    uploadedAt: row.uploadedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    usedBy,
  };
}

/** A summary for the audit trail: what the item is, never its bytes. */
export const auditSummaryOf = (row: AssetRow) => ({
  fileName: row.fileName,
  fileUrl: row.fileUrl,
  category: row.category,
  altText: row.altText,
});

/**
 * Every key an asset's files live under. Uploads keep all of them under their own folder
 * (`storagePrefix`); the demo shop's images predate that and are found from their URLs.
 */
function keysOf(row: AssetRow, storage: MediaStorage): string[] {
  if (row.storagePrefix) return [row.storagePrefix];
  const keys = new Set<string>();
  for (const url of urlsOfAsset(row)) {
    const key = storage.keyFor(url);
    if (!key) continue;
    keys.add(key);
    const format = Object.entries(row.optimizedUrls).find(([, u]) => u === url)?.[0];
    for (const width of (format && row.sizes[format]) || []) {
      const variant = storage.keyFor(url.replace(/(\.[a-z0-9]+)$/i, `-${width}w$1`));
      if (variant) keys.add(variant);
    }
  }
  return [...keys];
}

export type MediaServiceDeps = { storage: MediaStorage; references: readonly MediaReferenceSource[] };

export function createMediaService(db: Database, deps: MediaServiceDeps) {
  const { storage } = deps;

  async function requireAsset(id: string): Promise<AssetRow> {
    const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    if (!row) throw new NotFoundError('Media not found');
    return row;
  }

  /**
   * Looks up, in one query, the media-library items behind the URLs a page shows, so the page can draw
   * images as `<picture>` with every format and width, describe them with the alt text staff wrote,
   * and play the best video variant. URLs the library does not know (external links, plain files) are
   * left out: the page uses them as they are. The pictures come as the library's items
   * (`toPageMedia` draws their sources), for a page that sends many of them to the browser.
   */
  async function resolveMediaItems(urls: ReadonlyArray<string | null | undefined>): Promise<PageMediaItems> {
    const media: PageMediaItems = { pictures: {}, videos: {}, alts: {} };
    const wanted = [...new Set(urls.filter((u): u is string => typeof u === 'string' && u.length > 0))];
    if (!wanted.length) return media;
    const rows = await db
      .select({
        fileUrl: mediaAssets.fileUrl,
        category: mediaAssets.category,
        optimizedUrls: mediaAssets.optimizedUrls,
        videoVariants: mediaAssets.videoVariants,
        sizes: mediaAssets.sizes,
        width: mediaAssets.width,
        height: mediaAssets.height,
        altText: mediaAssets.altText,
      })
      .from(mediaAssets)
      .where(inArray(mediaAssets.fileUrl, wanted));
    // Pictures made by the same pipeline share their widths ({ webp: [400, 800], … }) and formats: one
    // object for all of them, which the page's data (React Router's turbo-stream) then writes once.
    const shared = new Map<string, object>();
    const once = <T extends object>(value: T): T => {
      const key = JSON.stringify(value);
      if (!shared.has(key)) shared.set(key, value);
      return shared.get(key) as T;
    };
    for (const row of rows) {
      const alt = row.altText?.trim();
      if (row.category === 'image' && alt) media.alts[row.fileUrl] = alt;
      if (row.category === 'video') {
        const video = chooseVideo(row.optimizedUrls);
        const poster = row.videoVariants.poster;
        if (video) media.videos[row.fileUrl] = poster ? { ...video, poster } : video;
      } else if (row.category === 'image' && Object.keys(row.optimizedUrls).length) {
        const item = toPictureItem(row);
        media.pictures[row.fileUrl] = item.formats
          ? { ...item, formats: once(item.formats), sizes: once(item.sizes) }
          : { ...item, sizes: once(item.sizes) };
      }
    }
    return media;
  }

  return {
    /**
     * The library newest first, each item with where it is used; one kind only with `category`, and with
     * `search` the items with every word in the file name or alt text. The search runs over the rows read
     * (a library is hundreds of files, and "used by" reads every reference for them anyway), by the
     * same rule as the picker's instant filter.
     */
    async listAssets({ category, search }: MediaListQuery = {}): Promise<MediaAsset[]> {
      const [rows, usage] = await Promise.all([
        db
          .select()
          .from(mediaAssets)
          .where(category ? eq(mediaAssets.category, category) : undefined)
          .orderBy(desc(mediaAssets.uploadedAt), desc(mediaAssets.id)),
        indexUsage(deps.references),
      ]);
      const words = mediaSearchWords(search);
      return rows
        .filter((row) => matchesMediaSearch(row, words))
        .map((row) => toWireAsset(row, usageOf(row, usage)));
    },

    async getAsset(id: string): Promise<MediaAsset> {
      const [row, usage] = await Promise.all([requireAsset(id), indexUsage(deps.references)]);
      return toWireAsset(row, usageOf(row, usage));
    },

    async updateAltText(id: string, altText: string, actor: Actor): Promise<MediaAsset> {
      const row = await withAudit(
        db,
        actor,
        { entity: 'media', action: 'update', entityId: id },
        async (tx) => {
          const [before] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for('update');
          if (!before) throw new NotFoundError('Media not found');
          const [after] = await tx
            .update(mediaAssets)
            .set({ altText: altText || null, updatedAt: new Date() })
            .where(eq(mediaAssets.id, id))
            .returning();
          return { result: after!, before: { altText: before.altText }, after: { altText: after!.altText } };
        },
      );
      return toWireAsset(row, usageOf(row, await indexUsage(deps.references)));
    },

    /**
     * Removes the item and every file of it (original and variants). The row goes first, in the audited
     * transaction; files follow, so a failure in storage leaves stray files, never a row without files.
     */
    async deleteAsset(id: string, actor: Actor): Promise<void> {
      const row = await withAudit(
        db,
        actor,
        { entity: 'media', action: 'delete', entityId: id },
        async (tx) => {
          const [deleted] = await tx.delete(mediaAssets).where(eq(mediaAssets.id, id)).returning();
          if (!deleted) throw new NotFoundError('Media not found');
          return { result: deleted, before: auditSummaryOf(deleted), after: null };
        },
      );
      for (const key of keysOf(row, storage)) await storage.deletePrefix(key);
    },

    resolveMediaItems,

    /** `resolveMediaItems` with each picture's `<source>`s written out, as `Picture` reads them. */
    async resolveMedia(urls: ReadonlyArray<string | null | undefined>): Promise<PageMedia> {
      return toPageMedia(await resolveMediaItems(urls));
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

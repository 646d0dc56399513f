import { inArray } from 'drizzle-orm';
import { chooseVideo, toPictureData, type PageMedia } from '../../../common/media/media-choice';
import type { Database } from '../../db/client';
import { mediaAssets } from './media.tables';

export function createMediaService(db: Database) {
  return {
    /**
     * Looks up, in one query, the media-library items behind the URLs a page shows, so the page can draw
     * images as `<picture>` with every format and width and play the best video variant. URLs the
     * library does not know (external links, plain files) are left out: the page uses them as they are.
     */
    async resolveMedia(urls: ReadonlyArray<string | null | undefined>): Promise<PageMedia> {
      const media: PageMedia = { pictures: {}, videos: {} };
      const wanted = [
        ...new Set(urls.filter((u): u is string => typeof u === 'string' && u.startsWith('/'))),
      ];
      if (!wanted.length) return media;
      const rows = await db
        .select({
          fileUrl: mediaAssets.fileUrl,
          category: mediaAssets.category,
          optimizedUrls: mediaAssets.optimizedUrls,
          sizes: mediaAssets.sizes,
          width: mediaAssets.width,
          height: mediaAssets.height,
        })
        .from(mediaAssets)
        .where(inArray(mediaAssets.fileUrl, wanted));
      for (const row of rows) {
        if (row.category === 'video') {
          const video = chooseVideo(row.optimizedUrls);
          if (video) media.videos[row.fileUrl] = video;
        } else if (row.category === 'image' && Object.keys(row.optimizedUrls).length) {
          media.pictures[row.fileUrl] = toPictureData(row);
        }
      }
      return media;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

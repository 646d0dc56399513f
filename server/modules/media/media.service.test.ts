import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { toPageMedia } from '../../../common/media/media-choice';
import { createTestDatabase } from '../../testing/test-database';
import { createMediaService } from './media.service';
import { createDiskStorage } from './storage/disk-storage';
import { mediaAssets } from './media.tables';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  /** A library image as the upload pipeline leaves it: webp and jpg, 400 px and full width. */
  const image = (name: string, height: number) => ({
    fileName: `${name}.webp`,
    fileUrl: `/uploads/${name}.webp`,
    fileType: 'image/webp',
    fileSize: 1000,
    category: 'image' as const,
    optimizedUrls: { webp: `/uploads/${name}.webp`, jpg: `/uploads/${name}.jpg` },
    sizes: { webp: [400, 1200], jpg: [400, 1200] },
    width: 1200,
    height,
  });
  await database.db.insert(mediaAssets).values([
    { ...image('honey', 800), altText: 'A jar of sidr honey on a wooden table' },
    image('comb', 900),
    {
      fileName: 'story.mp4',
      fileUrl: '/uploads/story.mp4',
      fileType: 'video/mp4',
      fileSize: 5000,
      category: 'video',
      optimizedUrls: { mp4_480p: '/uploads/story-480.mp4', webm_720p: '/uploads/story.webm' },
      altText: 'A video has no alt text to give',
    },
    {
      fileName: 'raw.png',
      fileUrl: '/uploads/raw.png',
      fileType: 'image/png',
      fileSize: 10,
      category: 'image',
      altText: 'Raw comb honey',
    },
    {
      fileName: 'blank.png',
      fileUrl: '/uploads/blank.png',
      fileType: 'image/png',
      fileSize: 10,
      category: 'image',
      altText: '   ',
    },
  ]);
});
afterAll(() => database.close());

describe('media service: what a page needs to draw its media', () => {
  it('resolves library images to <picture> data and videos to their best variant, in one call', async () => {
    const media = await createMediaService(database.db, {
      storage: createDiskStorage('/tmp/shop-media-unused'),
      references: [],
    }).resolveMedia([
      '/uploads/honey.webp',
      '/uploads/story.mp4',
      '/uploads/honey.webp',
      '/uploads/raw.png',
      'https://elsewhere.example/x.jpg',
      '/uploads/unknown.webp',
      null,
      undefined,
    ]);
    expect(Object.keys(media.pictures)).toEqual(['/uploads/honey.webp']);
    expect(media.pictures['/uploads/honey.webp']).toEqual({
      src: '/uploads/honey.jpg',
      width: 1200,
      height: 800,
      sources: [
        { type: 'image/webp', srcSet: '/uploads/honey-400w.webp 400w, /uploads/honey.webp 1200w' },
        { type: 'image/jpeg', srcSet: '/uploads/honey-400w.jpg 400w, /uploads/honey.jpg 1200w' },
      ],
    });
    expect(media.videos).toEqual({
      '/uploads/story.mp4': { src: '/uploads/story-480.mp4', type: 'video/mp4' },
    });
  });

  it("gives each library image's alt text, even one without optimized files; never a video's or a blank one", async () => {
    const media = await createMediaService(database.db, {
      storage: createDiskStorage('/tmp/shop-media-unused'),
      references: [],
    }).resolveMedia(['/uploads/honey.webp', '/uploads/story.mp4', '/uploads/raw.png', '/uploads/blank.png']);
    expect(media.alts).toEqual({
      '/uploads/honey.webp': 'A jar of sidr honey on a wooden table',
      '/uploads/raw.png': 'Raw comb honey',
    });
  });

  it('can answer the library items themselves, the same pictures once drawn, their shared formats and widths written once', async () => {
    const service = createMediaService(database.db, {
      storage: createDiskStorage('/tmp/shop-media-unused'),
      references: [],
    });
    const urls = ['/uploads/honey.webp', '/uploads/comb.webp', '/uploads/story.mp4', '/uploads/raw.png'];
    const items = await service.resolveMediaItems(urls);
    expect(items.pictures['/uploads/honey.webp']).toEqual({
      formats: ['webp', 'jpg'],
      sizes: { webp: [400, 1200], jpg: [400, 1200] },
      width: 1200,
      height: 800,
    });
    // One object, so the page's serialized data holds it once.
    expect(items.pictures['/uploads/comb.webp']!.sizes).toBe(items.pictures['/uploads/honey.webp']!.sizes);
    expect(items.pictures['/uploads/comb.webp']!.formats).toBe(
      items.pictures['/uploads/honey.webp']!.formats,
    );
    expect(toPageMedia(items)).toEqual(await service.resolveMedia(urls));
  });

  it('answers nothing for nothing', async () => {
    expect(
      await createMediaService(database.db, {
        storage: createDiskStorage('/tmp/shop-media-unused'),
        references: [],
      }).resolveMedia([]),
    ).toEqual({ pictures: {}, videos: {}, alts: {} });
  });
});

import { describe, expect, it } from 'vitest';
import {
  chooseImageFormat,
  chooseVideo,
  toPageMedia,
  toPictureData,
  toPictureItem,
  variantUrl,
} from './media-choice';

describe('media choice (storefront §9)', () => {
  it('prefers images in the order webp, avif, jpg, png', () => {
    expect(chooseImageFormat({ png: '/a.png', jpg: '/a.jpg', avif: '/a.avif', webp: '/a.webp' })).toBe(
      'webp',
    );
    expect(chooseImageFormat({ png: '/a.png', jpg: '/a.jpg', avif: '/a.avif' })).toBe('avif');
    expect(chooseImageFormat({ png: '/a.png', jpg: '/a.jpg' })).toBe('jpg');
    expect(chooseImageFormat({ png: '/a.png' })).toBe('png');
    expect(chooseImageFormat({ mp4_720p: '/v.mp4' })).toBeNull();
  });

  it('prefers videos in the order mp4_720p, mp4_480p, webm_720p, hls_playlist', () => {
    const all = {
      hls_playlist: '/v.m3u8',
      webm_720p: '/v.webm',
      mp4_480p: '/v-480.mp4',
      mp4_720p: '/v-720.mp4',
    };
    expect(chooseVideo(all)).toEqual({ src: '/v-720.mp4', type: 'video/mp4' });
    expect(chooseVideo({ ...all, mp4_720p: undefined })).toEqual({ src: '/v-480.mp4', type: 'video/mp4' });
    expect(chooseVideo({ hls_playlist: '/v.m3u8', webm_720p: '/v.webm' })).toEqual({
      src: '/v.webm',
      type: 'video/webm',
    });
    expect(chooseVideo({ hls_playlist: '/v.m3u8' })).toEqual({
      src: '/v.m3u8',
      type: 'application/vnd.apple.mpegurl',
    });
    expect(chooseVideo({ webp: '/a.webp' })).toBeNull();
  });

  it('names a width variant the way the upload pipeline writes it', () => {
    expect(variantUrl('/uploads/demo/honey.webp', 400)).toBe('/uploads/demo/honey-400w.webp');
    expect(variantUrl('/uploads/noext', 800)).toBe('/uploads/noext-800w');
  });

  it('builds <source>s in the spec order with every width, and a jpg fallback with the size', () => {
    const picture = toPictureData({
      fileUrl: '/u/a.webp',
      optimizedUrls: { jpg: '/u/a.jpg', avif: '/u/a.avif', webp: '/u/a.webp' },
      sizes: { webp: [400, 800, 1200], avif: [400, 800, 1200], jpg: [400, 800, 1200] },
      width: 1200,
      height: 900,
    });
    expect(picture.sources.map((s) => s.type)).toEqual(['image/webp', 'image/avif', 'image/jpeg']);
    expect(picture.sources[0]!.srcSet).toBe('/u/a-400w.webp 400w, /u/a-800w.webp 800w, /u/a.webp 1200w');
    expect(picture).toMatchObject({ src: '/u/a.jpg', width: 1200, height: 900 });
  });

  it('falls back to the original file when no jpg or png exists', () => {
    const picture = toPictureData({
      fileUrl: '/u/b.webp',
      optimizedUrls: { webp: '/u/b.webp' },
      sizes: {},
      width: null,
      height: null,
    });
    expect(picture.src).toBe('/u/b.webp');
    expect(picture.sources).toEqual([{ type: 'image/webp', srcSet: '/u/b.webp' }]);
  });

  it("carries a picture as its item's image files and widths, and draws the same <picture> from them", () => {
    const item = {
      fileUrl: '/uploads/honey.webp',
      optimizedUrls: { webp: '/uploads/honey.webp', jpg: '/uploads/honey.jpg', mp4_720p: '/uploads/x.mp4' },
      sizes: { webp: [400, 1200], jpg: [400, 1200], mp4_720p: [720] },
      width: 1200,
      height: 800,
    };
    const carried = toPictureItem(item);
    // Each file is the item's name with its format's extension: only the formats travel.
    expect(carried).toEqual({
      formats: ['webp', 'jpg'],
      sizes: { webp: [400, 1200], jpg: [400, 1200] },
      width: 1200,
      height: 800,
    });
    const alts = { '/uploads/honey.webp': 'Sidr honey' };
    const videos = { '/uploads/story.mp4': { src: '/uploads/story-480.mp4', type: 'video/mp4' } };
    expect(toPageMedia({ pictures: { [item.fileUrl]: carried }, videos, alts })).toEqual({
      pictures: { [item.fileUrl]: toPictureData(item) },
      videos,
      alts,
    });
  });

  it("carries the files themselves when one is not the item's name with its format as extension", () => {
    const item = {
      fileUrl: '/uploads/honey.png',
      optimizedUrls: { webp: '/uploads/honey.webp', jpg: 'https://cdn.example.com/uploads/honey.jpg' },
      sizes: { webp: [400], jpg: [400] },
      width: 400,
      height: 400,
    };
    const carried = toPictureItem(item);
    expect(carried.optimizedUrls).toEqual(item.optimizedUrls);
    expect(carried.formats).toBeUndefined();
    const media = toPageMedia({ pictures: { [item.fileUrl]: carried }, videos: {}, alts: {} });
    expect(media.pictures[item.fileUrl]).toEqual(toPictureData(item));
  });

  it('draws a picture whose files share a name with dots in its folders and name', () => {
    const item = {
      fileUrl: '/uploads/v1.2/jar.large.webp',
      optimizedUrls: { webp: '/uploads/v1.2/jar.large.webp', avif: '/uploads/v1.2/jar.large.avif' },
      sizes: { webp: [400, 800], avif: [400, 800] },
      width: 800,
      height: 800,
    };
    const carried = toPictureItem(item);
    expect(carried.formats).toEqual(['webp', 'avif']);
    const media = toPageMedia({ pictures: { [item.fileUrl]: carried }, videos: {}, alts: {} });
    expect(media.pictures[item.fileUrl]).toEqual(toPictureData(item));
  });
});

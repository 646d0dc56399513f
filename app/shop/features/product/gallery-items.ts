export type GalleryItem = { kind: 'image' | 'video'; src: string; alt?: string };
import { fill } from '../../i18n/messages';

/**
 * Images first, then the product's videos (storefront §2 video thumbnails); an image carries the alt text
 * the media library holds for it (`alts`, the page's media), when staff wrote one.
 */
export function galleryItems(
  images: string[],
  videos: string[],
  alts: Readonly<Record<string, string>> = {},
): GalleryItem[] {
  return [
    ...images.map((src) => ({ kind: 'image' as const, src, ...(alts[src] ? { alt: alts[src] } : {}) })),
    ...videos.map((src) => ({ kind: 'video' as const, src })),
  ];
}

/** Storefront §4: the gallery index always points at an item. */
export function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(0, index), Math.max(0, length - 1));
}

/** How the gallery names an item, in the page's language (the product page's words, decision 038). */
export type GalleryWords = { galleryImage: string; galleryAltImage: string; galleryVideo: string };

/**
 * "Vitalix image 2 of 4" / "Vitalix video, 5 of 5", or an image's own alt text with its place ("A jar
 * of Vitalix, image 2 of 4"): names for the main view, the thumbnails and the lightbox.
 */
export function itemLabel(
  items: GalleryItem[],
  index: number,
  name: string,
  words: GalleryWords,
  count: (n: number) => string = String,
): string {
  const item = items[index];
  const values = { name, alt: item?.alt ?? '', n: count(index + 1), count: count(items.length) };
  const template =
    item?.kind === 'video' ? words.galleryVideo : item?.alt ? words.galleryAltImage : words.galleryImage;
  return fill(template, values);
}

export type GalleryItem = { kind: 'image' | 'video'; src: string };

/** Images first, then the product's videos (storefront §2 video thumbnails). */
export function galleryItems(images: string[], videos: string[]): GalleryItem[] {
  return [
    ...images.map((src) => ({ kind: 'image' as const, src })),
    ...videos.map((src) => ({ kind: 'video' as const, src })),
  ];
}

/** Storefront §4: the gallery index always points at an item. */
export function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(0, index), Math.max(0, length - 1));
}

/** "Vitalix image 2 of 4" / "Vitalix video, 5 of 5": names for thumbnails and the lightbox. */
export function itemLabel(items: GalleryItem[], index: number, name: string): string {
  const item = items[index];
  const position = `${index + 1} of ${items.length}`;
  return item?.kind === 'video' ? `${name} video, ${position}` : `${name} image ${position}`;
}

import { MAX_GALLERY_IMAGES, PRODUCT_MESSAGES } from '../../../../common/catalog/product-admin-schemas';

/**
 * The gallery's rules (back-office §4, §5, §9): the first image is the primary; at most 10; at least one
 * stays once there is one. Each change answers the new gallery, or why it was refused (a toast's title
 * and words).
 */
export type Refusal = { title: string; description: string };
export type GalleryChange = { ok: true; gallery: string[] } | { ok: false; refusal: Refusal };

const TOO_MANY: Refusal = {
  title: PRODUCT_MESSAGES.tooManyImagesTitle,
  description: PRODUCT_MESSAGES.tooManyImages,
};
const ONE_REQUIRED: Refusal = { title: 'Error', description: PRODUCT_MESSAGES.imageRequired };

/** Adds an image at the end, or at the front as the new primary. */
export function addImage(
  gallery: readonly string[],
  url: string,
  at: 'end' | 'front' = 'end',
): GalleryChange {
  if (gallery.length >= MAX_GALLERY_IMAGES) return { ok: false, refusal: TOO_MANY };
  return { ok: true, gallery: at === 'front' ? [url, ...gallery] : [...gallery, url] };
}

/** 'Image added' / 'Image N of 10 added to product gallery'. */
export function addedMessage(gallery: readonly string[]): Refusal {
  return {
    title: PRODUCT_MESSAGES.imageAddedTitle,
    description: PRODUCT_MESSAGES.imageAdded(gallery.length),
  };
}

export function removeImage(gallery: readonly string[], index: number): GalleryChange {
  if (gallery.length <= 1) return { ok: false, refusal: ONE_REQUIRED };
  return { ok: true, gallery: gallery.filter((_, i) => i !== index) };
}

/** Keeps only the primary. */
export function keepFirstOnly(gallery: readonly string[]): string[] {
  return gallery.slice(0, 1);
}

/** Moves an image from one place to another (a drag, the arrow buttons). */
export function moveImage(gallery: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= gallery.length || to >= gallery.length)
    return [...gallery];
  const next = [...gallery];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Set Primary: the image moves to the front, the others keep their order. */
export function makePrimary(gallery: readonly string[], index: number): string[] {
  return moveImage(gallery, index, 0);
}

/**
 * A product is a draft or published (decision 029). A draft is the back office's alone: the shop does
 * not list it, sell it, map it or answer it through the public API. A product made without saying
 * otherwise is published, as the spec's create call has always made them (DESIGN §9.1).
 */
export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The word staff read for a status, in the grid's badge and filter. */
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  published: 'Published',
};

/** What the product editor and grid say about drafts, publishing, copies and old addresses. */
export const PRODUCT_STATUS_MESSAGES = {
  saveDraft: 'Save as draft',
  publish: 'Publish',
  savedAsDraft: 'Saved as a draft: it is not on the shop until you publish it.',
  published: 'Published: it is on the shop now.',
  draftNotice: 'Draft: not on the shop. Shoppers cannot see or order it until you publish it.',
  publishedNotice: 'Published: on the shop. Save as draft takes it off the shop.',
  noImageTitle: 'Publish without an image?',
  noImageDescription:
    'This product has no image yet, so the shop will show a placeholder in its place. Publish it anyway?',
  noImageConfirm: 'Publish without an image',
  noImageCancel: 'Add an image first',
  duplicate: 'Duplicate',
  duplicated: 'Product duplicated',
  duplicatedDescription: (name: string) =>
    `"${name}" is saved as a draft. Change what differs, then publish it.`,
  duplicateFailed: 'Failed to duplicate product',
  /** A draft a staff member tried to add to an order (decision 029). */
  draftNotOrderable: (name: string) => `${name} is a draft: publish it before adding it to an order`,
} as const;

/** The copy's name: "Sidr Honey" → "Sidr Honey (copy)". */
export const copyName = (name: string) => `${name} (copy)`;

/** What the slug field says when a saved product's slug changes: the old address keeps working. */
export const oldAddressNote = (oldSlug: string) =>
  `The old address /product/${oldSlug} will keep working: it sends visitors on to the new one.`;

/** The slug check's note for a slug that is another product's old address: taking it is allowed. */
export const oldAddressTakenNote = (slug: string, productName: string) =>
  `/product/${slug} is an old address of "${productName}": saving makes it lead to this product instead.`;

/** The addresses that lead to a product from before its slug changed. */
export const oldAddressesNote = (slugs: readonly string[]) =>
  `Older addresses that lead here: ${slugs.map((slug) => `/product/${slug}`).join(', ')}`;

/** The toast after a save that changed the slug. */
export const movedAddressNote = (oldSlug: string, newSlug: string) =>
  `/product/${oldSlug} now sends visitors to /product/${newSlug}.`;

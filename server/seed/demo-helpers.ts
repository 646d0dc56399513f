// The demo seed's row shapes, each taken from its one definition: a product's JSON blocks from
// common/catalog/blocks/ (what the admin writer stores), a content section's JSON from
// common/content/section-schemas.ts (at each use, with `satisfies`), every other row from its table.
import type { StoredProductBlocks, ProductBlockField } from '../../common/catalog/blocks/all-blocks';
import type {
  products,
  productFaqs,
  productReviews,
  siteIngredients,
  siteSupplementFacts,
} from '../modules/catalog/catalog.tables';
import type { siteFaqs, siteTestimonials } from '../modules/community/community.tables';
import type { footerLinks, navigationLinks, siteContent } from '../modules/content/content.tables';
import type { seoMeta } from '../modules/seo/seo.tables';
import type { siteSettings } from '../modules/settings/settings.tables';

/** URL of a demo image; the files themselves are drawn separately under /uploads/demo/ (demo-images.ts). */
export const demoImage = (key: string): string => `/uploads/demo/${key}.webp`;
/** The storage folder of a demo video and its variants (demo-video-files.ts), and the video's URL. */
export const demoVideoFolder = (key: string): string => `demo/${key}/`;
export const demoVideo = (key: string): string => `/uploads/${demoVideoFolder(key)}${key}.mp4`;

/** A row as the seed writes it: the columns the database fills itself are left out. */
type SeedRow<Row> = Omit<Row, 'id' | 'productId' | 'createdAt' | 'updatedAt'>;

type ProductRow = typeof products.$inferInsert;
/**
 * A catalogue product: every column filled but the per-order cap, the version, the status (published), the
 * cost price (the owner's own figure) and the Urdu version (for some), blocks as stored.
 */
export type DemoProduct = Required<
  Omit<SeedRow<ProductRow>, 'maxPerOrder' | 'version' | 'status' | 'costPrice' | 'ur' | ProductBlockField>
> &
  StoredProductBlocks &
  /** Its Urdu version (decision 039), as the admin writer stores it (common/catalog/product-texts.ts). */
  Pick<SeedRow<ProductRow>, 'ur'>;

export type DemoContentSection = Pick<typeof siteContent.$inferInsert, 'page' | 'section' | 'content' | 'ur'>;

export type DemoSiteTestimonial = SeedRow<typeof siteTestimonials.$inferInsert>;
export type DemoSiteFaq = SeedRow<typeof siteFaqs.$inferInsert>;
export type DemoProductReview = SeedRow<typeof productReviews.$inferInsert>;
export type DemoProductFaq = SeedRow<typeof productFaqs.$inferInsert>;
export type DemoSiteSupplementFacts = SeedRow<typeof siteSupplementFacts.$inferInsert>;
export type DemoSiteIngredient = SeedRow<typeof siteIngredients.$inferInsert>;
export type DemoSettings = SeedRow<typeof siteSettings.$inferInsert>;
export type DemoSeo = SeedRow<typeof seoMeta.$inferInsert>;
export type DemoNavigationLink = SeedRow<typeof navigationLinks.$inferInsert>;
export type DemoFooterLink = SeedRow<typeof footerLinks.$inferInsert>;

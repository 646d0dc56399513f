import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { parseJsonBlock } from '../../common/catalog/product-blocks';
import { isRecord, text } from '../../common/content/fields';
import { CONTENT_SECTIONS } from '../../common/content/sections';
import { formatMoney, readPrice } from '../../common/money';
import type { DbOrTx } from './client';
import { products, siteContent } from './schema';

/**
 * The start-up price check (decision 026; DESIGN.md "Money is an amount, never digits"). Prices saved
 * before every typed price had to read as one amount above 0 may not: a home page tier typed
 * "Rs. 6.500,00" or "Rs 0", a product plan without a price, a product priced 0. The shop never charges
 * such a price or a guess at it: the tier or plan is left out of its page (`parseTier`,
 * `parsePricingPlans`) and a product at 0 is refused at checkout. This check names each one, so that staff
 * correct it instead of wondering where a tier went. It reads only; it runs after the migrations, at start
 * (server/main.ts) and with `npm run db:migrate`.
 */

export type StoredPriceProblem = {
  /** What holds the price: 'home/vitalix-pricing tier 2', 'product sidr-honey plan 1', 'product sidr-honey'. */
  where: string;
  /** The warning logged, for staff. */
  message: string;
};

/** The home page's pricing section, whose tiers orders are charged by, and its card's title in Content. */
const HOME_PRICING = {
  page: 'home',
  section: 'vitalix-pricing',
  title: CONTENT_SECTIONS.find((card) => card.page === 'home' && card.section === 'vitalix-pricing')!.title,
} as const;

const typed = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value ?? null));

/** Every stored price the shop will not charge, in a stable order (tiers, then products by slug). */
export async function checkStoredPrices(db: DbOrTx): Promise<StoredPriceProblem[]> {
  const [sections, unpriced, withBlocks] = await Promise.all([
    db
      .select({ content: siteContent.content, isPublished: siteContent.isPublished })
      .from(siteContent)
      .where(and(eq(siteContent.page, HOME_PRICING.page), eq(siteContent.section, HOME_PRICING.section))),
    db
      .select({ slug: products.slug, name: products.name, price: products.price })
      .from(products)
      .where(lte(products.price, '0'))
      .orderBy(products.slug),
    db
      .select({ slug: products.slug, name: products.name, productBenefits: products.productBenefits })
      .from(products)
      .where(isNotNull(products.productBenefits))
      .orderBy(products.slug),
  ]);

  const problems: StoredPriceProblem[] = [];
  for (const { content, isPublished } of sections) {
    const tiers = isRecord(content) && Array.isArray(content.pricingTiers) ? content.pricingTiers : [];
    tiers.forEach((tier: unknown, index) => {
      if (!isRecord(tier)) return;
      const reading = readPrice(text(tier.price, ''));
      if (reading.ok) return;
      const name = text(tier.name, '');
      problems.push({
        where: `${HOME_PRICING.page}/${HOME_PRICING.section} tier ${index + 1}`,
        message:
          `Home page, ${HOME_PRICING.title} section${isPublished ? '' : ' (not published)'}: tier ${index + 1}` +
          `${name ? ` "${name}"` : ''} has the price ${typed(tier.price)}, which checkout cannot charge ` +
          `(${reading.message}). The tier is left out of the page and cannot be ordered until it is ` +
          `corrected in Content → ${HOME_PRICING.title}.`,
      });
    });
  }

  for (const product of withBlocks) {
    const plans = parseJsonBlock(product.productBenefits)?.pricingPlans;
    if (!Array.isArray(plans)) continue;
    plans.forEach((plan: unknown, index) => {
      if (!isRecord(plan) || text(plan.label, '') === '') return;
      const reading = readPrice(
        typeof plan.price === 'number' ? plan.price : text(plan.price, ''),
        'Plan price',
      );
      if (reading.ok) return;
      problems.push({
        where: `product ${product.slug} plan ${index + 1}`,
        message:
          `Product "${product.name}", pricing plan "${text(plan.label, '')}" has the price ${typed(plan.price)}, ` +
          `which checkout cannot charge (${reading.message}). The plan is left out of the product page and ` +
          'cannot be ordered until it is corrected in Products.',
      });
    });
  }

  for (const product of unpriced) {
    problems.push({
      where: `product ${product.slug}`,
      message:
        `Product "${product.name}" is priced ${formatMoney(product.price)}: orders for it are refused until ` +
        'it is given a price in Products.',
    });
  }
  return problems;
}

/** Runs the check and logs each problem as a warning; returns them (the start-up and migrate commands). */
export async function reportStoredPrices(
  db: DbOrTx,
  warn: (message: string) => void,
): Promise<StoredPriceProblem[]> {
  const problems = await checkStoredPrices(db);
  for (const problem of problems) warn(`Price check: ${problem.message}`);
  return problems;
}

import type { ProductBlocks } from '../../../../common/catalog/product-blocks';
import { HoneyPromotionIsland as HoneyPromotion } from '../../sections/honey-promotion-island';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { NutritionFacts } from './nutrition-facts';
import { PackageChooser } from './package-chooser';
import { ProductFaq } from './product-faq';
import { ProductGallery } from './product-gallery';
import type { ProductPageProduct } from './product-page.server';
import {
  ComparisonTable,
  KeyBenefits,
  ProductBenefits,
  ProductHero,
  ProductIngredients,
  ProductTestimonials,
} from './product-islands';
import { ProductVideoDialog } from './product-video-dialog';
import { useProductViewTracking } from './use-product-view-tracking';
import { WhoIsItFor } from './who-is-it-for';
import { useLocalizedPath, useMessages } from '../../i18n/shop-language';

type Props = {
  product: ProductPageProduct;
  blocks: ProductBlocks & { faq: { items: Array<{ id?: string; question: string; answer: string }> } };
  currencySymbol: string;
};

/**
 * The product detail page (storefront §2), sections in the spec's order, the benefit cards staff write in
 * the Benefits tab (back-office §2) first below the top. Sections without content are left out; the
 * flagship alone gets the spec's ingredient and nutrition fallbacks (§9, product-blocks.ts).
 */
export function ProductPage({ product, blocks, currencySymbol }: Props) {
  useProductViewTracking(product);
  const shop = useMessages('shop');
  const words = useMessages('product');
  const to = useLocalizedPath();
  const firstVideo = product.videos[0];
  return (
    <main id="main-content">
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <Breadcrumb
          label={words.breadcrumb}
          items={[
            { label: shop.home, to: to('/') },
            { label: shop.products, to: to('/products') },
            { label: product.name },
          ]}
        />
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 lg:grid-cols-2 lg:gap-12">
        <ProductGallery name={product.name} images={product.images} videos={product.videos} />
        <div className="min-w-0">
          <ProductHero product={product} hero={blocks.hero} />
          <PackageChooser
            product={product}
            plans={blocks.plans}
            defaultPlan={blocks.defaultPlan}
            currencySymbol={currencySymbol}
          />
          {product.benefits.length ? <KeyBenefits benefits={product.benefits} /> : null}
          {firstVideo ? <ProductVideoDialog name={product.name} src={firstVideo} /> : null}
        </div>
      </div>
      {blocks.benefits ? <ProductBenefits benefits={blocks.benefits} /> : null}
      {blocks.whoIsItFor.length ? <WhoIsItFor items={blocks.whoIsItFor} /> : null}
      {blocks.ingredients ? <ProductIngredients ingredients={blocks.ingredients} /> : null}
      {blocks.comparison ? <ComparisonTable table={blocks.comparison} /> : null}
      {blocks.nutrition ? <NutritionFacts product={product} nutrition={blocks.nutrition} /> : null}
      {blocks.testimonials.items.length ? <ProductTestimonials testimonials={blocks.testimonials} /> : null}
      {blocks.faq.items.length ? <ProductFaq faq={blocks.faq} /> : null}
      {blocks.honeyPromotion ? (
        <HoneyPromotion
          content={{
            heading: words.honeyHeading,
            title: blocks.honeyPromotion.title,
            description: blocks.honeyPromotion.description,
            imageUrl: blocks.honeyPromotion.imageUrl,
            buttonText: blocks.honeyPromotion.buttonText,
            to: '/products?q=honey',
          }}
        />
      ) : null}
    </main>
  );
}

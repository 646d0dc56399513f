import { ComparisonTableEditor } from './comparison-table';
import { PricingPlans } from './pricing-plans';
import { PrimaryImageUpload } from './primary-image-upload';
import { ProductGallery } from './product-gallery';
import type { ProductForm } from './use-product-form';
import { VideoUrls } from './video-urls';

/**
 * Media (back-office §2): the primary image upload, the gallery, the videos, the pricing plans and the
 * comparison table. On save the first gallery image becomes `image` and the rest `images`.
 */
export function MediaTab({ form, currencySymbol }: { form: ProductForm; currencySymbol: string }) {
  const { values, set, errors } = form;
  return (
    <div className="space-y-6">
      <PrimaryImageUpload gallery={values.gallery} onChange={(gallery) => set('gallery', gallery)} />
      <ProductGallery
        gallery={values.gallery}
        onChange={(gallery) => set('gallery', gallery)}
        errors={errors}
      />
      <VideoUrls videos={values.videos} onChange={(videos) => set('videos', videos)} errors={errors} />
      <PricingPlans
        plans={values.plans}
        onChange={(plans) => set('plans', plans)}
        errors={errors}
        currencySymbol={currencySymbol}
      />
      <ComparisonTableEditor
        table={values.comparison}
        onChange={(comparison) => set('comparison', comparison)}
        errors={errors}
      />
    </div>
  );
}

import { CustomField } from '../../forms/fields';
import { ComparisonTableEditor } from './comparison-table';
import { PricingPlans } from './pricing-plans';
import { PrimaryImageUpload } from './primary-image-upload';
import { ProductGallery } from './product-gallery';
import { VideoUrls } from './video-urls';

/**
 * Media (back-office §2): the primary image upload, the gallery, the videos, the pricing plans and the
 * comparison table. On save the first gallery image becomes `image` and the rest `images`.
 */
export function MediaTab({ currencySymbol }: { currencySymbol: string }) {
  return (
    <div className="space-y-6">
      <CustomField<string[]>
        name="gallery"
        render={(gallery) => (
          <>
            <PrimaryImageUpload gallery={gallery} />
            <ProductGallery gallery={gallery} />
          </>
        )}
      />
      <VideoUrls />
      <PricingPlans currencySymbol={currencySymbol} />
      <ComparisonTableEditor />
    </div>
  );
}

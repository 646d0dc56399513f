import { MAX_CARD_BADGES } from '../../../../common/catalog/badges';
import { Section } from '../../forms/editor-fields';
import { CheckboxField } from '../../forms/fields';

/**
 * The product's flags (storefront §2 Products): the badges on its card and the filters that find it.
 * Each box says where the shop shows it, so staff know what ticking it does.
 */
export function BadgesSection() {
  return (
    <Section
      title="Badges and filters"
      description={`A card shows at most ${MAX_CARD_BADGES} badges: Out of Stock or low stock first, then New Arrival, Featured and Best Seller, in that order.`}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField
          name="isNewArrival"
          label="New Arrival"
          hint="The New Arrival badge on its card; listed by the New arrivals filter."
        />
        <CheckboxField name="isFeatured" label="Featured" hint="The Featured badge on its card." />
        <CheckboxField name="isBestSeller" label="Best Seller" hint="The Best Seller badge on its card." />
        <CheckboxField
          name="isOnSale"
          label="On Sale"
          hint="Listed by the On sale filter of the products page."
        />
      </div>
    </Section>
  );
}

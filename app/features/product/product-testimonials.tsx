import type { ProductBlocks } from '../../../common/catalog/product-blocks';
import { Picture } from '../../components/media/picture';
import { StarRating } from '../../components/ui/star-rating';
import { ProductSection } from './product-section';

/** Up to 6 customer stories with their star rating (storefront §9). */
export function ProductTestimonials({ testimonials }: { testimonials: ProductBlocks['testimonials'] }) {
  return (
    <ProductSection
      id="testimonials"
      heading={testimonials.heading}
      subheading={testimonials.subheading}
      tinted
    >
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <figure className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
              <StarRating rating={item.rating} />
              <blockquote className="mt-3 flex-1 text-stone-700">
                <p>“{item.text}”</p>
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                {item.image ? (
                  <Picture
                    src={item.image}
                    alt=""
                    width={48}
                    height={48}
                    sizes="48px"
                    className="h-12 w-12 shrink-0 overflow-hidden rounded-full"
                  />
                ) : null}
                <span>
                  <span className="block font-semibold text-stone-900">{item.name}</span>
                  {item.location ? (
                    <span className="block text-sm text-stone-600">{item.location}</span>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}

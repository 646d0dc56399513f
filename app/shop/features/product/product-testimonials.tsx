import type { ProductBlocks } from '../../../../common/catalog/product-blocks';
import { TestimonialCard } from '../../sections/testimonial-card';
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
            <TestimonialCard
              rating={item.rating}
              text={item.text}
              name={item.name}
              subtitle={item.location}
              image={item.image}
            />
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}

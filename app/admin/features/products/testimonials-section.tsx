import {
  AddButton,
  removeAt,
  replaceAt,
  RowCard,
  Section,
  SelectInput,
  TextArea,
  TextInput,
} from '../../forms/editor-fields';
import { MediaChooser } from '../media';
import type { ProductFormValues } from './product-form';

type Testimonials = ProductFormValues['testimonials'];
const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} of 5` }));
const MAX_TESTIMONIALS = 30;

/** Customer testimonials (back-office §2 Details): name, location, rating 1–5, text and a photo. */
export function TestimonialsSection({
  testimonials,
  onChange,
  errors,
}: {
  testimonials: Testimonials;
  onChange: (testimonials: Testimonials) => void;
  errors: Record<string, string>;
}) {
  const key = (field: string) => `productTestimonials.${field}`;
  const items = testimonials.items;
  const change = (patch: Partial<Testimonials>) => onChange({ ...testimonials, ...patch });
  return (
    <Section
      title="Customer testimonials"
      actions={
        <AddButton
          label="Add testimonial"
          disabled={items.length >= MAX_TESTIMONIALS}
          onClick={() =>
            change({ items: [...items, { name: '', location: '', rating: 5, text: '', image: '' }] })
          }
        />
      }
    >
      {items.length ? (
        <ol className="space-y-3">
          {items.map((item, i) => (
            <RowCard
              key={i}
              title={`Testimonial ${i + 1}`}
              removeLabel={`Remove testimonial ${i + 1}`}
              onRemove={() => change({ items: removeAt(items, i) })}
            >
              <div className="grid gap-3 sm:grid-cols-3">
                <TextInput
                  name={key(`testimonials.${i}.name`)}
                  label="Name"
                  required
                  value={item.name}
                  onChange={(name) => change({ items: replaceAt(items, i, { name }) })}
                  error={errors[key(`testimonials.${i}.name`)]}
                />
                <TextInput
                  name={key(`testimonials.${i}.location`)}
                  label="Location"
                  placeholder="Lahore"
                  value={item.location}
                  onChange={(location) => change({ items: replaceAt(items, i, { location }) })}
                  error={errors[key(`testimonials.${i}.location`)]}
                />
                <SelectInput
                  name={key(`testimonials.${i}.rating`)}
                  label="Rating"
                  value={String(item.rating)}
                  options={RATINGS}
                  onChange={(rating) => change({ items: replaceAt(items, i, { rating: Number(rating) }) })}
                  error={errors[key(`testimonials.${i}.rating`)]}
                />
              </div>
              <TextArea
                name={key(`testimonials.${i}.text`)}
                label="Text"
                required
                rows={3}
                value={item.text}
                onChange={(text) => change({ items: replaceAt(items, i, { text }) })}
                error={errors[key(`testimonials.${i}.text`)]}
              />
              <MediaChooser
                name={key(`testimonials.${i}.image`)}
                label={`Photo of testimonial ${i + 1}`}
                pickerTitle="Select Image"
                value={item.image}
                onChange={(image) => change({ items: replaceAt(items, i, { image }) })}
                error={errors[key(`testimonials.${i}.image`)]}
              />
            </RowCard>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">No testimonials.</p>
      )}
    </Section>
  );
}

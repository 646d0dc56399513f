import { Section } from '../../forms/editor-fields';
import { SelectField, TextAreaField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';
import { MediaField } from '../media';

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} of 5` }));
const MAX_TESTIMONIALS = 30;

/** Customer testimonials (back-office §2 Details): name, location, rating 1–5, text and a photo. */
export function TestimonialsSection() {
  return (
    <Section title="Customer testimonials">
      <ListField
        name="productTestimonials.testimonials"
        item="Testimonial"
        removeLabel={(i) => `Remove testimonial ${i + 1}`}
        addLabel="Add testimonial"
        newRow={() => ({ name: '', location: '', rating: '5', text: '', image: '' })}
        max={MAX_TESTIMONIALS}
        empty="No testimonials."
      >
        {(path, i) => (
          <>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField name={`${path}.name`} label="Name" required />
              <TextField name={`${path}.location`} label="Location" placeholder="Lahore" />
              <SelectField name={`${path}.rating`} label="Rating" options={RATINGS} />
            </div>
            <TextAreaField name={`${path}.text`} label="Text" required rows={3} />
            <MediaField
              name={`${path}.image`}
              label={`Photo of testimonial ${i + 1}`}
              pickerTitle="Select Image"
            />
          </>
        )}
      </ListField>
    </Section>
  );
}

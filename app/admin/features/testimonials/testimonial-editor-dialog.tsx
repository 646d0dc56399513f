import {
  TESTIMONIAL_MESSAGES,
  TESTIMONIAL_RATING,
  testimonialCreateSchema,
  type Testimonial,
} from '../../../../common/community/community-admin-schemas';
import { EditorDialog } from '../../forms/editor-dialog';
import { WHOLE_NUMBER } from '../../forms/editor-fields';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../forms/fields';
import { useRecordForm } from '../../forms/use-record-form';
import { MediaField } from '../media';
import { createBody, formValuesOf, patchBody } from './testimonial-form';
import { useCreateTestimonial, useUpdateTestimonial } from './testimonials-query';

const RATINGS = Array.from({ length: TESTIMONIAL_RATING.max - TESTIMONIAL_RATING.min + 1 }, (_, i) => {
  const n = TESTIMONIAL_RATING.max - i;
  return { value: String(n), label: `${n} ${n === 1 ? 'star' : 'stars'}` };
});

/** The badges and status: checkboxes, each with the line that explains it. */
const FLAGS = [
  { name: 'isVerified', label: 'Verified', hint: 'A Verified badge: the customer bought from the shop.' },
  { name: 'isFeatured', label: 'Featured', hint: 'A Featured badge: one of the testimonials to highlight.' },
  { name: 'isPublished', label: 'Published', hint: 'Shown on the shop; a draft is kept here only.' },
] as const;

/**
 * The Add and Edit dialogs of the testimonials manager (back-office §3 site_testimonials, §5, §8):
 * customer name and testimonial required, title, photo, rating 1 to 5, badges, order and whether it is
 * published. Closing with unsaved changes asks first.
 */
export function TestimonialEditorDialog({
  testimonial,
  newOrder,
  onClose,
}: {
  /** The testimonial to edit; null adds one. */
  testimonial: Testimonial | null;
  /** Where a new one goes: after the last. */
  newOrder: number;
  onClose: () => void;
}) {
  const editor = useRecordForm({
    initial: () => formValuesOf(testimonial, newOrder),
    isNew: !testimonial,
    schema: testimonialCreateSchema,
    createBody,
    patchBody,
    create: useCreateTestimonial(),
    update: useUpdateTestimonial(testimonial?.id ?? ''),
    messages: TESTIMONIAL_MESSAGES,
    onClose,
  });

  return (
    <EditorDialog
      editor={editor}
      title={testimonial ? 'Edit Testimonial' : 'Add Testimonial'}
      description={testimonial ? `From ${testimonial.customerName}.` : 'What a customer said about the shop.'}
      submitLabel={testimonial ? 'Update' : 'Create'}
      unsaved="this testimonial"
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="customerName" label="Customer name" required />
        <TextField
          name="customerTitle"
          label="Title"
          placeholder="Regular customer, Lahore"
          hint="Who they are or where they live."
        />
      </div>
      <MediaField
        name="customerImage"
        label="Customer image"
        pickerTitle="Choose the customer's photo"
        purpose="content"
      />
      <TextAreaField name="testimonial" label="Testimonial" required rows={5} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="rating" label="Rating" options={RATINGS} />
        <TextField name="order" label="Order" {...WHOLE_NUMBER} min={0} hint="Lower numbers show first." />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-900">Badges and status</legend>
        {FLAGS.map((flag) => (
          <CheckboxField key={flag.name} {...flag} />
        ))}
      </fieldset>
    </EditorDialog>
  );
}

import { useMemo, useState, type FocusEvent, type FormEvent } from 'react';
import {
  TESTIMONIAL_MESSAGES,
  TESTIMONIAL_RATING,
  type Testimonial,
} from '../../../common/community/community-admin-schemas';
import { errorMessage } from '../../components/admin/admin-api';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import {
  fieldId,
  secondaryButton,
  SelectField,
  TextArea,
  TextInput,
} from '../../components/admin/editor-fields';
import { MediaChooser } from '../../components/admin/media/media-chooser';
import { SubmitButton } from '../../components/forms/submit-button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { notifyError } from '../../lib/toast';
import {
  checkTestimonial,
  createBody,
  formValuesOf,
  hasChanges,
  patchBody,
  TESTIMONIAL_FIELDS,
  type TestimonialField,
  type TestimonialFormValues,
} from './testimonial-form';
import { useCreateTestimonial, useUpdateTestimonial } from './testimonials-query';

const RATINGS = Array.from({ length: TESTIMONIAL_RATING.max - TESTIMONIAL_RATING.min + 1 }, (_, i) => {
  const n = TESTIMONIAL_RATING.max - i;
  return { value: String(n), label: `${n} ${n === 1 ? 'star' : 'stars'}` };
});

type Flag = 'isVerified' | 'isFeatured' | 'isPublished';

function Checkbox({
  name,
  label,
  hint,
  checked,
  onChange,
}: {
  name: Flag;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = fieldId(name);
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

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
  const [loaded] = useState(() => formValuesOf(testimonial, newOrder));
  const [values, setValues] = useState(loaded);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial(testimonial?.id ?? '');
  const busy = create.isPending || update.isPending;

  const problems = useMemo(() => checkTestimonial(values), [values]);
  const errors: Partial<Record<TestimonialField, string>> = {};
  for (const key of TESTIMONIAL_FIELDS) {
    if (problems[key] && (submitted || touched.has(key))) errors[key] = problems[key];
  }

  const set =
    <K extends TestimonialField>(key: K) =>
    (value: TestimonialFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const text = (key: Exclude<TestimonialField, Flag>) => ({
    name: key,
    value: values[key],
    onChange: set(key),
    error: errors[key],
  });

  function requestClose() {
    if (busy) return;
    if (hasChanges(loaded, values)) setConfirmingClose(true);
    else onClose();
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const first = TESTIMONIAL_FIELDS.find((key) => problems[key]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!testimonial) {
      create.mutate(createBody(values), {
        onSuccess: onClose,
        onError: (error) => notifyError('Error', errorMessage(error, TESTIMONIAL_MESSAGES.createFailed)),
      });
      return;
    }
    const body = patchBody(loaded, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(body, {
      onSuccess: onClose,
      onError: (error) => notifyError('Error', errorMessage(error, TESTIMONIAL_MESSAGES.updateFailed)),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        title={testimonial ? 'Edit Testimonial' : 'Add Testimonial'}
        description={
          testimonial ? `From ${testimonial.customerName}.` : 'What a customer said about the shop.'
        }
        size="lg"
        className="max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:rounded-none"
      >
        <form noValidate onSubmit={submit} onBlur={onBlur} className="flex min-h-0 flex-1 flex-col">
          <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput {...text('customerName')} label="Customer name" required />
              <TextInput
                {...text('customerTitle')}
                label="Title"
                placeholder="Regular customer, Lahore"
                hint="Who they are or where they live."
              />
            </div>
            <MediaChooser
              name="customerImage"
              label="Customer image"
              value={values.customerImage}
              onChange={set('customerImage')}
              error={errors.customerImage}
              pickerTitle="Choose the customer's photo"
              purpose="content"
            />
            <TextArea {...text('testimonial')} label="Testimonial" required rows={5} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField {...text('rating')} label="Rating" options={RATINGS} />
              <TextInput
                {...text('order')}
                label="Order"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                hint="Lower numbers show first."
              />
            </div>
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold text-stone-900">Badges and status</legend>
              <Checkbox
                name="isVerified"
                label="Verified"
                hint="A Verified badge: the customer bought from the shop."
                checked={values.isVerified}
                onChange={set('isVerified')}
              />
              <Checkbox
                name="isFeatured"
                label="Featured"
                hint="A Featured badge: one of the testimonials to highlight."
                checked={values.isFeatured}
                onChange={set('isFeatured')}
              />
              <Checkbox
                name="isPublished"
                label="Published"
                hint="Shown on the shop; a draft is kept here only."
                checked={values.isPublished}
                onChange={set('isPublished')}
              />
            </fieldset>
          </div>
          <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-stone-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6">
            <button
              type="button"
              onClick={requestClose}
              disabled={busy}
              className={cn(secondaryButton, 'py-3 sm:py-2')}
            >
              Cancel
            </button>
            <div className="sm:w-48">
              <SubmitButton label={testimonial ? 'Update' : 'Create'} busyLabel="Saving…" busy={busy} />
            </div>
          </div>
        </form>
        <ConfirmDialog
          open={confirmingClose}
          onOpenChange={setConfirmingClose}
          title="Discard unsaved changes?"
          description="You have changed this testimonial and not saved it. Close the dialog and lose those changes?"
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}

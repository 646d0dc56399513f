import { useId } from 'react';
import {
  FAQ_MESSAGES,
  faqCreateSchema,
  type SiteFaq,
} from '../../../../common/community/community-admin-schemas';
import { EditorDialog } from '../../forms/editor-dialog';
import { WHOLE_NUMBER } from '../../forms/editor-fields';
import { CheckboxField, TextAreaField, TextField } from '../../forms/fields';
import { useRecordForm } from '../../forms/use-record-form';
import { createBody, formValuesOf, patchBody } from './faq-form';
import { useCreateFaq, useUpdateFaq } from './faqs-query';

/**
 * The Add and Edit dialogs of the site FAQs manager (back-office §3 site_faqs, §5, §8): question and
 * answer required, a category, the order and whether it is published. Closing with unsaved changes
 * asks first.
 */
export function FaqEditorDialog({
  faq,
  newOrder,
  newCategory,
  categories,
  onClose,
}: {
  /** The FAQ to edit; null adds one. */
  faq: SiteFaq | null;
  /** Where a new one goes: after the last. */
  newOrder: number;
  /** The category a new one starts in (the one the list is filtered by). */
  newCategory: string;
  categories: readonly string[];
  onClose: () => void;
}) {
  const editor = useRecordForm({
    initial: () => formValuesOf(faq, newOrder, newCategory),
    isNew: !faq,
    schema: faqCreateSchema,
    createBody,
    patchBody,
    create: useCreateFaq(),
    update: useUpdateFaq(faq?.id ?? ''),
    messages: FAQ_MESSAGES,
    onClose,
  });
  const categoryListId = useId();

  return (
    <EditorDialog
      editor={editor}
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
      description={faq ? undefined : 'A question shoppers ask, and its answer.'}
      submitLabel={faq ? 'Update' : 'Create'}
      unsaved="this FAQ"
      onClose={onClose}
    >
      <TextField name="question" label="Question" required />
      <TextAreaField name="answer" label="Answer" required rows={6} />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* Typed freely, with the categories in use offered as suggestions. */}
        <TextField
          name="category"
          label="Category"
          list={categoryListId}
          autoComplete="off"
          hint="Optional. Choose one in use or type a new one."
          after={
            <datalist id={categoryListId}>
              {categories.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
          }
        />
        <TextField name="order" label="Order" {...WHOLE_NUMBER} min={0} hint="Lower numbers show first." />
      </div>
      <CheckboxField
        name="isPublished"
        label="Published"
        hint="Shown on the shop; a draft is kept here only."
      />
    </EditorDialog>
  );
}

import { useId } from 'react';
import { FAQ_MESSAGES, type SiteFaq } from '../../../../common/community/community-admin-schemas';
import { CheckboxWithHint, TextArea, TextInput, WHOLE_NUMBER } from '../../forms/editor-fields';
import { useRecordEditor } from '../../forms/record-editor';
import { RecordEditorDialog } from '../../forms/record-editor-dialog';
import { checkFaq, createBody, FAQ_FIELDS, formValuesOf, patchBody } from './faq-form';
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
  const editor = useRecordEditor({
    initial: () => formValuesOf(faq, newOrder, newCategory),
    fields: FAQ_FIELDS,
    check: checkFaq,
    isNew: !faq,
    createBody,
    patchBody,
    create: useCreateFaq(),
    update: useUpdateFaq(faq?.id ?? ''),
    messages: FAQ_MESSAGES,
    onClose,
  });
  const { values, field, set } = editor;
  const categoryListId = useId();

  return (
    <RecordEditorDialog
      editor={editor}
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
      description={faq ? undefined : 'A question shoppers ask, and its answer.'}
      unsaved="this FAQ"
    >
      <TextInput {...field('question')} label="Question" required />
      <TextArea {...field('answer')} label="Answer" required rows={6} />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* Typed freely, with the categories in use offered as suggestions. */}
        <TextInput
          {...field('category')}
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
        <TextInput
          {...field('order')}
          label="Order"
          {...WHOLE_NUMBER}
          min={0}
          hint="Lower numbers show first."
        />
      </div>
      <CheckboxWithHint
        name="isPublished"
        label="Published"
        hint="Shown on the shop; a draft is kept here only."
        checked={values.isPublished}
        onChange={set('isPublished')}
      />
    </RecordEditorDialog>
  );
}

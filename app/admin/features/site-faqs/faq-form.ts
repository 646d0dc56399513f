import {
  type FaqCreate,
  type FaqPatch,
  type SiteFaq,
} from '../../../../common/community/community-admin-schemas';
import { orderOf, shorten } from '../../forms/record-form';

/**
 * The FAQ dialog's rules (back-office §3 site_faqs, §5): the form's values, the bodies they make, and
 * the checks the API makes too.
 */

export type FaqFormValues = {
  question: string;
  answer: string;
  category: string;
  order: string;
  isPublished: boolean;
};

/** The form for an FAQ, or a new one (published, in `category` when a filter is on) placed at `order`. */
export function formValuesOf(faq: SiteFaq | null, order = 0, category = ''): FaqFormValues {
  return {
    question: faq?.question ?? '',
    answer: faq?.answer ?? '',
    category: faq ? (faq.category ?? '') : category,
    order: String(faq?.order ?? order),
    isPublished: faq?.isPublished ?? true,
  };
}

/** POST /api/admin/site-faqs: no category is left out rather than sent empty. */
export function createBody(values: FaqFormValues): FaqCreate {
  const body: FaqCreate = {
    question: values.question.trim(),
    answer: values.answer.trim(),
    order: orderOf(values.order),
    isPublished: values.isPublished,
  };
  const category = values.category.trim();
  if (category) body.category = category;
  return body;
}

/** PATCH /api/admin/site-faqs/{id}: what changed; a category emptied is sent as null. */
export function patchBody(loaded: FaqFormValues, values: FaqFormValues): FaqPatch {
  const body: FaqPatch = {};
  for (const key of ['question', 'answer'] as const) {
    if (values[key].trim() !== loaded[key].trim()) body[key] = values[key].trim();
  }
  const category = values.category.trim();
  if (category !== loaded.category.trim()) body.category = category || null;
  if (orderOf(values.order) !== orderOf(loaded.order)) body.order = orderOf(values.order);
  if (values.isPublished !== loaded.isPublished) body.isPublished = values.isPublished;
  return body;
}

/** How an FAQ is named to screen readers: its handle, its buttons, what is announced. */
export const faqName = (faq: Pick<SiteFaq, 'question'>) => `FAQ “${shorten(faq.question, 60)}”`;

import {
  TESTIMONIAL_RATING,
  type Testimonial,
  type TestimonialCreate,
  type TestimonialPatch,
} from '../../../../common/community/community-admin-schemas';
import { orderOf } from '../../forms/record-form';

/**
 * The testimonial dialog's rules (back-office §3 site_testimonials, §5): the form's values, the bodies
 * they make, and the checks the API makes too.
 */

export type TestimonialFormValues = {
  customerName: string;
  customerTitle: string;
  customerImage: string;
  rating: string;
  testimonial: string;
  isVerified: boolean;
  isFeatured: boolean;
  order: string;
  isPublished: boolean;
};
const OPTIONAL = ['customerTitle', 'customerImage'] as const;
const TEXTS = ['customerName', 'testimonial'] as const;
const FLAGS = ['isVerified', 'isFeatured', 'isPublished'] as const;

/** The form for a testimonial, or a new one with the defaults of back-office §3 placed at `order`. */
export function formValuesOf(testimonial: Testimonial | null, order = 0): TestimonialFormValues {
  return {
    customerName: testimonial?.customerName ?? '',
    customerTitle: testimonial?.customerTitle ?? '',
    customerImage: testimonial?.customerImage ?? '',
    rating: String(testimonial?.rating ?? TESTIMONIAL_RATING.default),
    testimonial: testimonial?.testimonial ?? '',
    isVerified: testimonial?.isVerified ?? true,
    isFeatured: testimonial?.isFeatured ?? false,
    order: String(testimonial?.order ?? order),
    isPublished: testimonial?.isPublished ?? true,
  };
}

/** POST /api/admin/testimonials: an optional field left empty is not sent. */
export function createBody(values: TestimonialFormValues): TestimonialCreate {
  const body: TestimonialCreate = {
    customerName: values.customerName.trim(),
    testimonial: values.testimonial.trim(),
    rating: Number(values.rating),
    isVerified: values.isVerified,
    isFeatured: values.isFeatured,
    order: orderOf(values.order),
    isPublished: values.isPublished,
  };
  for (const key of OPTIONAL) {
    const value = values[key].trim();
    if (value) body[key] = value;
  }
  return body;
}

/** PATCH /api/admin/testimonials/{id}: what changed; an optional field emptied is sent as null. */
export function patchBody(loaded: TestimonialFormValues, values: TestimonialFormValues): TestimonialPatch {
  const body: TestimonialPatch = {};
  for (const key of TEXTS) {
    if (values[key].trim() !== loaded[key].trim()) body[key] = values[key].trim();
  }
  for (const key of OPTIONAL) {
    const value = values[key].trim();
    if (value !== loaded[key].trim()) body[key] = value || null;
  }
  for (const key of FLAGS) {
    if (values[key] !== loaded[key]) body[key] = values[key];
  }
  if (values.rating !== loaded.rating) body.rating = Number(values.rating);
  if (orderOf(values.order) !== orderOf(loaded.order)) body.order = orderOf(values.order);
  return body;
}

/** 'Amina Khan' → 'AK': the avatar of a customer without a photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

import { z } from 'zod';
import { AUDIT_ENTITIES, type AuditEntity } from '../../../../common/admin/audit-schemas';
import type { ViewOf } from '../../../lib/url-view';
import { dayEnd, dayStart, isDay } from '../../kit/local-days';

/**
 * The activity screen's view, kept in the URL (app/lib/url-view.ts): `?person=<user id>&entity=product&from=
 * 2026-11-01&to=2026-11-22` (days in the browser's time zone). Anything unreadable falls back to "all",
 * so a hand-edited link still opens the screen.
 */
export const activityViewSchema = z.object({
  person: z
    .string()
    .transform((person) => person.trim().slice(0, 100) || null)
    .catch(null),
  entity: z.enum(AUDIT_ENTITIES).nullable().catch(null),
  from: z.string().refine(isDay).catch(''),
  to: z.string().refine(isDay).catch(''),
});
export type ActivityView = ViewOf<typeof activityViewSchema>;

/** What each kind of record is called on the screen, in the filter and in the entries' sentences. */
export const ENTITY_LABELS: Record<AuditEntity, string> = {
  order: 'Order',
  product: 'Product',
  media: 'Media',
  content: 'Page content',
  seo: 'SEO',
  testimonial: 'Testimonial',
  faq: 'FAQ',
  settings: 'Settings',
  user: 'User',
  phone_block: 'Blocked phone',
  settlement: 'Settlement',
  courier_rates: 'Courier rates',
};

export function hasFilters(view: ActivityView): boolean {
  return !!(view.person || view.entity || view.from || view.to);
}

/** A range whose first day is after its last: the screen says so instead of asking the API (a 400). */
export function rangeIsBackwards(view: ActivityView): boolean {
  return !!view.from && !!view.to && view.from > view.to;
}

/** The view as `GET /api/admin/audit` takes it: whole local days as instants. */
export function activityFilters(view: ActivityView): Record<string, string> {
  const filters: Record<string, string> = {};
  if (view.person) filters.actor = view.person;
  if (view.entity) filters.entity = view.entity;
  if (!rangeIsBackwards(view)) {
    if (view.from) filters.from = dayStart(view.from).toISOString();
    if (view.to) filters.to = dayEnd(view.to).toISOString();
  }
  return filters;
}

import { AUDIT_ENTITIES, type AuditEntity } from '../../../../common/admin/audit-schemas';
import { dayEnd, dayStart, isDay } from '../../kit/local-days';

/**
 * The activity screen's view, kept in the URL: `?person=<user id>&entity=product&from=
 * 2026-11-01&to=2026-11-22` (days in the browser's time zone). Anything unreadable falls back to "all",
 * so a hand-edited link still opens the screen.
 */
export type ActivityView = {
  person: string | null;
  entity: AuditEntity | null;
  from: string;
  to: string;
};

export const VIEW_PARAMS = ['person', 'entity', 'from', 'to'] as const;

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
};

export function parseActivityView(params: URLSearchParams): ActivityView {
  const entity = params.get('entity');
  const from = params.get('from');
  const to = params.get('to');
  return {
    person: params.get('person')?.trim().slice(0, 100) || null,
    entity: AUDIT_ENTITIES.find((known) => known === entity) ?? null,
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
}

/** Writes a change of the view into the URL's query, leaving other parameters alone. */
export function applyViewPatch(params: URLSearchParams, patch: Partial<ActivityView>): void {
  for (const name of VIEW_PARAMS) {
    if (!(name in patch)) continue;
    const value = patch[name];
    if (value) params.set(name, value);
    else params.delete(name);
  }
}

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

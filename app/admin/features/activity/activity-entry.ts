import type { AuditEntry, AuditSummary } from '../../../../common/admin/audit-schemas';
import { OUTCOME_LABELS, type ContactOutcome } from '../../../../common/orders/contact-outcomes';
import { COURIER_KEYS, courierName, type CourierKey } from '../../../../common/orders/couriers';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/orders/statuses';
import { formatDateTime, orderNumber } from '../../kit/format';
import { statusLabel } from '../../kit/status-badge';
import { ENTITY_LABELS } from './activity-view';

/**
 * How one entry of the trail reads on the activity screen: what was done to which record, the record's
 * link when it still exists and has a screen of its own, and the fields its summaries changed.
 */

/** The summary fields that name a record, in the order they are tried (see each service's summary). */
const NAME_FIELDS = [
  'name',
  'username',
  'customerName',
  'question',
  'title',
  'fileName',
  'section',
  'page',
  'phone',
] as const;

/** What a record is called: an order by its number, others by a name in their summaries, else by id. */
export function recordName(entry: AuditEntry): string {
  if (entry.action === 'export') return '';
  if (entry.entity === 'order') return `#${orderNumber(entry.entityId)}`;
  if (entry.entity === 'settings') return '';
  for (const field of NAME_FIELDS) {
    const value = entry.after?.[field] ?? entry.before?.[field];
    if (typeof value === 'string' && value) return value;
  }
  return entry.entityId === 'all' ? '' : entry.entityId.slice(0, 8);
}

/** "changed the status of", "updated", …: the verb of the entry's sentence, before the record. */
export function actionWords(entry: AuditEntry): string {
  if (entry.entity === 'phone_block') return entry.action === 'delete' ? 'unblocked phone' : 'blocked phone';
  const kind = ENTITY_LABELS[entry.entity].toLowerCase();
  switch (entry.action) {
    case 'create':
      return `created ${kind}`;
    case 'update':
      return `updated ${kind}`;
    case 'delete':
      return `deleted ${kind}`;
    case 'change_status':
      return `changed the status of ${kind}`;
    case 'reorder':
      return `reordered the ${kind} list`;
    case 'contact':
      return `recorded a call about ${kind}`;
    case 'export':
      return `exported the ${kind} list as CSV`;
    case 'book_courier':
      return `asked a courier to book ${kind}`;
    case 'courier_advice':
      return `told the courier what to do with ${kind}`;
    case 'cancel_booking':
      return `cancelled the courier's booking of ${kind}`;
    case 'apply':
      return `applied ${kind}`;
  }
}

/** The screen that shows the record, for records that still exist and have one. */
export function recordLink(entry: AuditEntry): string | null {
  if (entry.action === 'delete' || entry.action === 'export') return null;
  const id = encodeURIComponent(entry.entityId);
  switch (entry.entity) {
    case 'order':
      return `/admin/orders?order=${id}`;
    case 'product':
      return `/admin/products?edit=${id}`;
    case 'user':
      return `/admin/users?edit=${id}`;
    case 'settings':
      return '/admin/settings';
    case 'settlement':
    case 'courier_rates':
      return '/admin/settlements';
    default:
      return null;
  }
}

export type FieldChange = { field: string; before: string; after: string };

type Value = AuditSummary[string] | undefined;

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A summary value as the screen shows it, in words staff use: a courier by its name ('Leopards'), a
 * call's outcome and a status as the desk says them, a moment on this browser's clock; a missing value
 * is a dash. `field` is the summary's key, which says what kind of code a value is.
 */
export function showValue(value: Value, field = ''): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  if (/courier$/i.test(field) && isOneOf<CourierKey>(COURIER_KEYS, text)) return courierName(text);
  if (/outcome$/i.test(field) && text in OUTCOME_LABELS) return OUTCOME_LABELS[text as ContactOutcome];
  if (/status$/i.test(field) && isOneOf<OrderStatus>(ORDER_STATUSES, text)) return statusLabel(text);
  if (ISO_MOMENT.test(text) && !Number.isNaN(Date.parse(text))) return formatDateTime(text);
  return text;
}

/** 'isPublished' → 'Is published', 'stockChange' → 'Stock change'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The fields of the before and after summaries, each once, in the order they first appear: for an
 * update only those whose value changed (a save that changed nothing shows no rows), for a creation or
 * a deletion all of them.
 */
export function fieldChanges(entry: AuditEntry): FieldChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const both = entry.before !== null && entry.after !== null;
  return fields
    .map((field) => ({
      field,
      before: showValue(entry.before?.[field], field),
      after: showValue(entry.after?.[field], field),
    }))
    .filter((change) => !both || change.before !== change.after);
}

import { SHOP_TIME_ZONE } from '../../../common/admin/dashboard-schemas';

/**
 * Dates as the back office shows them, in the browser's own time zone and in English whatever the
 * browser's language: '22 Nov 2026, 3:30 pm'. Admin screens render their data in the browser only
 * (DESIGN.md §9), so the server never formats one of these and no hydration can disagree.
 */
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

// The shop's clock (Asia/Karachi) whatever the browser's: when a customer asked to be called back.
const shopDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** A moment on the shop's clock, within weeks of now: 'Sat 28 Nov, 10:00 am'. */
export function formatShopDateTime(iso: string): string {
  // Some ICU versions join the day and the time with ' at '.
  return shopDateTime.format(new Date(iso)).replace(' at ', ', ');
}

/** How long until a moment, as the desk says it: 'now', 'in 12 min', 'in 3 h', 'in 2 days'. */
export function formatUntil(iso: string, now: number = Date.now()): string {
  const age = formatAge(new Date(now - (Date.parse(iso) - now)).toISOString(), now);
  return age === 'just now' ? 'now' : `in ${age}`;
}

/** How long ago a moment was, as the desk says it: 'just now', '12 min', '3 h', '2 days'. */
export function formatAge(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}

/** When something happened, as a phrase: 'just now', '12 min ago', '2 days ago'. */
export function formatAgo(iso: string, now: number = Date.now()): string {
  const age = formatAge(iso, now);
  return age === 'just now' ? age : `${age} ago`;
}

/** The order number staff and shoppers use: the first 8 characters of its id (back-office §9). */
export function orderNumber(id: string): string {
  return id.slice(0, 8);
}

/** '512 B', '340 KB', '1.2 MB': binary units, as the upload limits are written (10 MB = 10 × 1024 × 1024). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** A media file's short name, for labels and words read out: the last part of its URL, decoded. */
export function mediaFileName(url: string): string {
  const file = url.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(file);
  } catch {
    return file;
  }
}

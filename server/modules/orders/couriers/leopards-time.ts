import { SHOP_OFFSET_MS, shopDateTime, shopDay } from '../../../../common/shop-clock';

/** Leopards writes its times in Pakistan (the shop's clock, common/shop-clock.ts), mostly without a zone. */

const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/;

/**
 * A moment as Leopards writes it: the Push API's `2026-11-29 14:05:00`, the tracking call's date
 * (`2026-11-29` or `29/11/2026`) with its separate time (`02:05 PM`, `14:05`), or an ISO time with a zone.
 * Pakistan time unless a zone is given; null when it is none of these.
 */
export function leopardsTime(date: string, time = ''): Date | null {
  const text = date.trim();
  if (WITH_ZONE.test(text)) {
    const at = new Date(text);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const [datePart = '', ...clockParts] = text.split(/[ T]+/);
  const clock = [clockParts.join(' '), time.trim()].filter(Boolean).join(' ');
  const ymd = YEAR_FIRST.exec(datePart);
  const dmy = DAY_FIRST.exec(datePart);
  const parts = ymd ? [ymd[1], ymd[2], ymd[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const hms = clock ? CLOCK.exec(clock) : null;
  if (clock && !hms) return null;
  let hours = hms ? Number(hms[1]) : 0;
  const minutes = hms ? Number(hms[2]) : 0;
  const seconds = hms?.[3] ? Number(hms[3]) : 0;
  const meridiem = hms?.[4]?.toUpperCase();
  if (meridiem && (hours < 1 || hours > 12)) return null;
  if (meridiem === 'PM' && hours < 12) hours += 12;
  if (meridiem === 'AM' && hours === 12) hours = 0;
  if (month < 1 || month > 12 || day < 1 || hours > 23 || minutes > 59 || seconds > 59) return null;
  const local = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  // 31/02 rolls into March in Date.UTC: refuse it rather than move the event.
  if (local.getUTCDate() !== day) return null;
  return new Date(local.getTime() - SHOP_OFFSET_MS);
}

/** The calendar date in Pakistan of a moment, `yyyy-mm-dd`, as Leopards' date filters take it. */
export const pakistanDate = shopDay;

/** A moment as Leopards' Push API writes it: `yyyy-mm-dd HH:MM:SS`, Pakistan time. */
export const pakistanDateTime = shopDateTime;

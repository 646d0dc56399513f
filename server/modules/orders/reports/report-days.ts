import type { ReportRange } from '../../../../common/admin/report-schemas';

/** Every day of a range, `YYYY-MM-DD`, oldest first. */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${range.from}T00:00:00Z`); ; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (day > range.to) return days;
    days.push(day);
  }
}

/** A share of a whole, null with nothing to divide. */
export const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

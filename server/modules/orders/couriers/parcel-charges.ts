import { sql } from 'drizzle-orm';
import type { ApiCourierKey } from '../../../../common/orders/parcels';
import type { Database } from '../../../db/client';
import type { ReportedCharges } from './courier-api';
import { courierParcels } from './couriers.tables';

/** The outbox task that asks a courier for the charges of parcels just delivered (courier-payments.ts). */
export const COURIER_CHARGES_TASK = 'courier-charges';

/**
 * Keeps the charges a courier reports for its parcels (Trax's charges webhook; PostEx's, Trax's and
 * Leopards' answers by API, courier-payments.ts), the newest report replacing the one before: a settlement expects the COD amount less these rather than the owner's rate
 * card (docs/settlements.md). Answers the tracking numbers the shop never booked, which change nothing.
 */
export async function recordParcelCharges(
  db: Database,
  courier: ApiCourierKey,
  reports: ReportedCharges[],
): Promise<{ kept: number; unknown: string[] }> {
  if (!reports.length) return { kept: 0, unknown: [] };
  // One report per parcel: the last a push lists wins, as a later push would.
  const latest = new Map(reports.map((report) => [report.trackingNumber, report.charges]));
  const numbers = [...latest.keys()];
  const result = await db.execute(sql`
    UPDATE ${courierParcels} SET reported_charges = reported.charges, charges_reported_at = now()
    FROM unnest(${sql.param(numbers)}::text[], ${sql.param([...latest.values()])}::numeric[])
      AS reported(tracking_number, charges)
    WHERE ${courierParcels.courier} = ${courier} AND ${courierParcels.trackingNumber} = reported.tracking_number
    RETURNING ${courierParcels.trackingNumber} AS "trackingNumber"`);
  const kept = new Set(
    (result as unknown as { rows: Array<{ trackingNumber: string }> }).rows.map((r) => r.trackingNumber),
  );
  return { kept: kept.size, unknown: numbers.filter((number) => !kept.has(number)) };
}

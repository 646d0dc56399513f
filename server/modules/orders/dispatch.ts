import { inArray } from 'drizzle-orm';
import type { BulkStatusInput, BulkStatusResult, PackingSlip } from '../../../common/orders/slip-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Actor } from '../audit/with-audit';
import { normalizePakistaniPhone } from '../phones/pakistani-phone';
import { changeOrderStatus } from './change-status';
import { orderItems, orders } from './orders.tables';
import { countedLines } from '../../../common/orders/order-lines';

/**
 * A day's dispatch (decision 022): packing slips for the orders chosen, and several orders moved to
 * processing or shipped at once.
 */

/** The orders' slips in the order asked; an id no order has is left out (deleted since it was chosen). */
export async function readPackingSlips(db: Database, ids: string[]): Promise<PackingSlip[]> {
  const [rows, lines] = await Promise.all([
    db
      .select({
        id: orders.id,
        customerName: orders.customerName,
        customerPhone: orders.customerPhone,
        shippingAddress: orders.shippingAddress,
        city: orders.city,
        postalCode: orders.postalCode,
        total: orders.total,
        discount: orders.discount,
        codFee: orders.codFee,
        createdAt: orders.createdAt,
        courier: orders.courier,
        trackingNumber: orders.trackingNumber,
      })
      .from(orders)
      .where(inArray(orders.id, ids)),
    db
      .select({
        orderId: orderItems.orderId,
        name: orderItems.productName,
        quantity: orderItems.quantity,
        packSize: orderItems.packSize,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(orderItems.productName),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        createdAt: row.createdAt.toISOString(),
        phoneDisplay: normalizePakistaniPhone(row.customerPhone)?.display ?? null,
        lines: countedLines(lines.filter((line) => line.orderId === id)).map(
          ({ name, quantity, packSize }) => ({ name, quantity, packSize }),
        ),
      },
    ];
  });
}

/**
 * Moves each order on its own (its own transaction and audit entry, by the status rule), each with the
 * note, the courier and its own tracking number when given: one that may not move, or is gone, is
 * reported with the reason and the others still move.
 */
export async function changeStatuses(
  db: Database,
  input: BulkStatusInput,
  actor: Actor,
  options: Parameters<typeof changeOrderStatus>[4] = {},
): Promise<BulkStatusResult> {
  const result: BulkStatusResult = { changed: [], refused: [] };
  for (const id of input.orderIds) {
    // The schema lets a courier and tracking numbers through only with shipped; both stay optional.
    const change = {
      status: input.status,
      note: input.note,
      courier: input.courier,
      trackingNumber: input.trackingNumbers?.[id] || undefined,
    };
    try {
      await changeOrderStatus(db, id, change, actor, options);
      result.changed.push(id);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      result.refused.push({ id, error: error.message });
    }
  }
  return result;
}

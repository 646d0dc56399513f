import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stockFiguresJson } from '../catalog/stock-figures';
import { orderFigures, orderFiguresJson } from '../orders/order-figures';

/**
 * The back office's first screen (back-office §2 Dashboard): each module's figures, in one answer, read
 * by one statement. One statement is one snapshot, so the cards, the lists and the chart agree with each
 * other without a transaction; it is one round trip; and as it takes no parameters, prepared under its
 * name it is planned once per connection and its plan kept (planning its dozen parts each time cost as
 * much as running them: docs/performance.md, Dashboard).
 */
export function createDashboardService(db: Database) {
  const figures = db
    .select({ orders: orderFiguresJson, stock: stockFiguresJson })
    .from(sql`(SELECT 1) AS one`)
    .prepare('dashboard_figures');
  return {
    /**
     * Plans the statement on a connection of the pool before the owner's first visit (at server start):
     * opening a connection and planning the dozen parts were most of a first load's time, and the pool
     * keeps that connection, with its plan, however quiet the shop (server/db/client.ts).
     */
    async prepare() {
      await figures.execute();
    },
    async readDashboard() {
      const [read] = await figures.execute();
      return { ...orderFigures(read!.orders), ...read!.stock };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

import type { Database } from '../../db/client';
import { readStockFigures } from '../catalog/stock-figures';
import { readOrderFigures } from '../orders/order-figures';

/**
 * The back office's first screen (back-office §2 Dashboard): each module's figures, in one answer.
 * They are read in one read-only snapshot, so the cards, the lists and the chart agree with each other,
 * and on one connection: a handful of small queries in a row cost less than opening more connections,
 * which a first request after a start would otherwise do.
 */
export function createDashboardService(db: Database) {
  return {
    readDashboard: () =>
      db.transaction(async (tx) => ({ ...(await readOrderFigures(tx)), ...(await readStockFigures(tx)) }), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

import type { CourierRatesInput } from '../../../../../common/orders/courier-rates';
import type { CourierKey } from '../../../../../common/orders/couriers';
import type { ApiCourierKey } from '../../../../../common/orders/parcels';
import type { Database } from '../../../../db/client';
import type { Actor } from '../../../audit/with-audit';
import { listRates, updateRates } from './rate-card';
import { readCourierFigures, shortPaidCsv } from './settlement-figures';
import { fetchSettlement, listFetchable, type PaymentFetcher } from './settlement-fetch';
import { applySettlement, importSettlement, listSettlements, readSettlement } from './settlement-import';

/**
 * What each courier owes the shop, and what it paid (docs/settlements.md, decision 033): the owner's
 * rates per courier, couriers' payment reports imported with a preview and applied once (a file, or the
 * payments fetched from the courier's API: decision 036), and each courier's figures with the parcels it
 * paid short.
 */
export function createSettlementService(
  db: Database,
  couriers: {
    /** A courier's payments as its API reports them (couriers.service.ts). */
    fetchPayments: PaymentFetcher;
    /** The couriers this server holds API credentials for. */
    connected: () => ApiCourierKey[];
  },
) {
  return {
    listRates: () => listRates(db),
    updateRates: (couriers: CourierRatesInput[], actor: Actor) => updateRates(db, couriers, actor),
    importSettlement: (
      input: { courier: CourierKey; fileName: string | null; bytes: Buffer },
      actor: Actor,
    ) => importSettlement(db, input, actor),
    applySettlement: (id: string, actor: Actor) => applySettlement(db, id, actor),
    fetchSettlement: (input: { courier: ApiCourierKey; from?: string; to?: string }, actor: Actor) =>
      fetchSettlement(db, couriers.fetchPayments, input, actor),
    listFetchable: () => listFetchable(db, couriers.connected()),
    readSettlement: (id: string) => readSettlement(db, id),
    listSettlements: async () => ({ imports: await listSettlements(db) }),
    readCourierFigures: () => readCourierFigures(db),
    shortPaidCsv: (courier: CourierKey) => shortPaidCsv(db, courier),
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;

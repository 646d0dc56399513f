import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courierRatesListSchema, type CourierRatesBody } from '../../../../common/orders/courier-rates';
import type { CourierKey } from '../../../../common/orders/couriers';
import { settlementFileType } from '../../../../common/orders/settlement-files';
import {
  fetchableCouriersSchema,
  type SettlementFetchQuery,
} from '../../../../common/orders/settlement-fetch-schemas';
import {
  courierFiguresListSchema,
  settlementListSchema,
  settlementPreviewSchema,
} from '../../../../common/orders/settlement-schemas';
import { adminFetch } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';

/**
 * The settlements screen's calls (docs/settlements.md, decision 033). An import or an apply refreshes
 * the list and the couriers' figures; a change of rates refreshes the figures (what is owed follows them).
 */
export const SETTLEMENTS_PATH = '/api/admin/settlements';

/** The screen's own words when the server gives none (the contract has no words for these). */
export const SETTLEMENT_WORDS = {
  figuresFailed: 'Failed to load what the couriers owe',
  listFailed: 'Failed to load the imports',
  previewFailed: 'Failed to load the settlement',
  importFailed: 'The file could not be imported',
  applyFailed: 'Failed to apply the settlement',
  ratesFailed: 'Failed to save the rates',
  fetchableFailed: 'Failed to load the couriers paying by API',
  fetchFailed: 'The payments could not be fetched',
  applied: 'Settlement applied',
  ratesSaved: 'Rates saved',
} as const;

/** GET /api/admin/settlements/couriers: what each courier owes, paid and paid short. */
export function useCourierFigures() {
  return useQuery({
    queryKey: adminKeys.courierFigures,
    queryFn: ({ signal }) =>
      adminFetch(`${SETTLEMENTS_PATH}/couriers`, { schema: courierFiguresListSchema, signal }),
  });
}

/** GET /api/admin/settlements: the newest imports. */
export function useSettlementList() {
  return useQuery({
    queryKey: adminKeys.settlementList,
    queryFn: ({ signal }) => adminFetch(SETTLEMENTS_PATH, { schema: settlementListSchema, signal }),
  });
}

/** GET /api/admin/settlements/{id}: one import with its lines, while one is open. */
export function useSettlement(id: string | null) {
  return useQuery({
    queryKey: adminKeys.settlementById(id ?? ''),
    queryFn: ({ signal }) =>
      adminFetch(`${SETTLEMENTS_PATH}/${id}`, { schema: settlementPreviewSchema, signal }),
    enabled: id !== null,
  });
}

/** POST /api/admin/settlements?courier=…&name=…, the file itself the body: the preview. */
export function useImportSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courier, file }: { courier: CourierKey; file: File }) =>
      adminFetch(`${SETTLEMENTS_PATH}?${new URLSearchParams({ courier, name: file.name })}`, {
        method: 'POST',
        file: { data: file, type: settlementFileType(file.name) },
        schema: settlementPreviewSchema,
      }),
    onSuccess: (preview) => {
      queryClient.setQueryData(adminKeys.settlementById(preview.id), preview);
      void queryClient.invalidateQueries({ queryKey: adminKeys.settlementList });
    },
  });
}

/** GET /api/admin/settlements/fetchable: PostEx, Trax and Leopards, connected or not, and their last fetch. */
export function useFetchableCouriers() {
  return useQuery({
    queryKey: adminKeys.fetchableCouriers,
    queryFn: ({ signal }) =>
      adminFetch(`${SETTLEMENTS_PATH}/fetchable`, { schema: fetchableCouriersSchema, signal }),
  });
}

/** POST /api/admin/settlements/fetch?courier=…[&from=…&to=…]: the payments fetched, as a preview. */
export function useFetchPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courier, from, to }: SettlementFetchQuery) =>
      adminFetch(
        `${SETTLEMENTS_PATH}/fetch?${new URLSearchParams({ courier, ...(from ? { from } : {}), ...(to ? { to } : {}) })}`,
        { method: 'POST', schema: settlementPreviewSchema },
      ),
    onSuccess: (preview) => {
      queryClient.setQueryData(adminKeys.settlementById(preview.id), preview);
      void queryClient.invalidateQueries({ queryKey: adminKeys.settlementList });
      void queryClient.invalidateQueries({ queryKey: adminKeys.fetchableCouriers });
    },
  });
}

/** POST /api/admin/settlements/{id}/apply: final; every figure follows. */
export function useApplySettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminFetch(`${SETTLEMENTS_PATH}/${id}/apply`, { method: 'POST', schema: settlementPreviewSchema }),
    onSuccess: (applied) => {
      queryClient.setQueryData(adminKeys.settlementById(applied.id), applied);
      void queryClient.invalidateQueries({ queryKey: adminKeys.settlements });
    },
  });
}

/** GET /api/admin/settlements/rates: every courier's rates. */
export function useCourierRates() {
  return useQuery({
    queryKey: adminKeys.courierRates,
    queryFn: ({ signal }) =>
      adminFetch(`${SETTLEMENTS_PATH}/rates`, { schema: courierRatesListSchema, signal }),
  });
}

/** PUT /api/admin/settlements/rates: the answer is every courier's rates, kept at once. */
export function useSaveRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourierRatesBody) =>
      adminFetch(`${SETTLEMENTS_PATH}/rates`, { method: 'PUT', body, schema: courierRatesListSchema }),
    onSuccess: (rates) => {
      queryClient.setQueryData(adminKeys.courierRates, rates);
      void queryClient.invalidateQueries({ queryKey: adminKeys.courierFigures });
    },
  });
}

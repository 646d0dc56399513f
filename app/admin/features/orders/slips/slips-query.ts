import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { packingSlipsSchema } from '../../../../../common/orders/slip-schemas';
import { adminFetch } from '../../../data/admin-api';
import { adminKeys } from '../../../data/query-keys';
import { PUBLIC_SETTINGS_KEY, useSiteBrand } from '../../../shell/site-brand';
import type { SlipSender } from './packing-slip';

/** GET /api/admin/orders/slips for the orders chosen on the desk. */
export function usePackingSlips(ids: string[]) {
  return useQuery({
    queryKey: adminKeys.slips(ids),
    queryFn: ({ signal }) =>
      adminFetch(`/api/admin/orders/slips?ids=${ids.join(',')}`, { schema: packingSlipsSchema, signal }),
    enabled: ids.length > 0,
  });
}

/** What a slip needs of the public settings (GET /api/settings): the sender, that is the shop. */
const senderSettingsSchema = z.object({
  siteName: z.string(),
  address: z.string().nullable(),
  contactPhone: z.string().nullable(),
});

/**
 * The sender printed on every slip: the shop's name, its address (Settings, Contact Information) and
 * phone, from the public settings every staff role may read; under their key, so a settings save shows.
 * `known` once they have been read (or could not be: then the name alone).
 */
export function useSlipSender(): { sender: SlipSender; known: boolean } {
  const brand = useSiteBrand();
  const settings = useQuery({
    queryKey: [...PUBLIC_SETTINGS_KEY, 'sender'],
    queryFn: ({ signal }) => adminFetch('/api/settings', { schema: senderSettingsSchema, signal }),
    staleTime: 60_000,
  });
  return {
    sender: {
      name: settings.data?.siteName ?? brand.siteName,
      address: settings.data?.address ?? null,
      phone: settings.data?.contactPhone ?? null,
    },
    known: !settings.isPending,
  };
}

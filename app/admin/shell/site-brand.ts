import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { SETTINGS_DEFAULTS } from '../../../common/settings/defaults';
import { adminFetch } from '../data/admin-api';

/**
 * What the back office needs of GET /api/settings (public, so every staff role may read it): the shop's
 * name and logo for the sidebar, and the currency symbol that prefixes admin prices (back-office §9).
 */
const siteBrandSchema = z.object({ siteName: z.string(), logoUrl: z.string(), currencySymbol: z.string() });

/** Every read of the public settings in the back office is under this key (invalidate it after a change). */
export const PUBLIC_SETTINGS_KEY = ['public-settings'] as const;

/** Back-office §4: the browser event sent when the logo changes (the logo uploader sends it). */
export const LOGO_UPDATED_EVENT = 'logoUpdated';

function usePublicSettings() {
  return useQuery({
    queryKey: [...PUBLIC_SETTINGS_KEY, 'brand'],
    queryFn: ({ signal }) => adminFetch('/api/settings', { schema: siteBrandSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The currency prefix of admin prices ('Rs'); the default until known or if the read fails. */
export function useCurrencySymbol(): string {
  return usePublicSettings().data?.currencySymbol || SETTINGS_DEFAULTS.currencySymbol;
}

/** The shop's name and logo for the sidebar; the defaults (and /logo.svg) until known or if it fails. */
export function useSiteBrand() {
  const query = usePublicSettings();
  return {
    siteName: query.data?.siteName ?? SETTINGS_DEFAULTS.siteName,
    logoUrl: query.data?.logoUrl || SETTINGS_DEFAULTS.logoUrl,
    known: !query.isPending,
  };
}

/** Reads the shop's name and logo again whenever a `logoUpdated` event is sent (the sidebar's logo). */
export function useRefreshBrandOnLogoUpdate(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: PUBLIC_SETTINGS_KEY });
    window.addEventListener(LOGO_UPDATED_EVENT, refresh);
    return () => window.removeEventListener(LOGO_UPDATED_EVENT, refresh);
  }, [queryClient]);
}

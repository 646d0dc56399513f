import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { can } from '../../../../../common/accounts/roles';
import { useAdminUser } from '../../../data/session';
import { errorMessage } from '../../../data/admin-api';
import { secondaryButton } from '../../../forms/editor-fields';
import { useCurrencySymbol, useSiteBrand } from '../../../shell/site-brand';
import { ErrorState, LoadingState } from '../../../kit/states';
import { useUrlView } from '../../../../lib/url-view';
import { PackingSlip } from './packing-slip';
import type { SlipSize } from './slip-sheets';
import { usePackingSlips, useSlipSender } from './slips-query';

const SIZES: Record<SlipSize, { label: string; page: string }> = {
  a4: { label: 'A4', page: 'A4' },
  label: { label: '100 × 150 mm label', page: '100mm 150mm' },
};
type Size = SlipSize;

/**
 * The orders (`?ids=a,b,c`, from the desk's Print slips) and the paper, in the address (app/lib/url-view.ts).
 * A chosen paper is always named, A4 included, so its default is "none" rather than `a4`.
 */
const slipsViewSchema = z.object({
  ids: z
    .string()
    .transform((ids) => ids.split(',').filter(Boolean))
    .catch([]),
  size: z
    .custom<Size>((size) => size === 'a4' || size === 'label')
    .nullable()
    .catch(null),
});

/**
 * Packing slips of the orders chosen on the desk (decision 022, bulk work), A4 or a 100×150 mm label
 * (packing-slip.tsx). Only the slips print; the toolbar and any notice stay on screen.
 */
export function PackingSlipsScreen() {
  const { view, updateView } = useUrlView(slipsViewSchema);
  const ids = view.ids;
  const size: Size = view.size ?? 'a4';
  const slips = usePackingSlips(ids);
  const currencySymbol = useCurrencySymbol();
  const brand = useSiteBrand();
  const { sender, known: senderKnown } = useSlipSender();

  return (
    <div className="mx-auto max-w-3xl p-4 print:max-w-none print:p-0">
      <style>{`@page { size: ${SIZES[size].page}; margin: ${size === 'label' ? '4mm' : '12mm'}; }`}</style>
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">Packing slips</h1>
          <p className="text-sm text-stone-600">
            {slips.data ? `${slips.data.length} ${slips.data.length === 1 ? 'order' : 'orders'}` : ' '}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="text-sm text-stone-800">
            Paper{' '}
            <select
              value={size}
              onChange={(event) => updateView({ size: event.target.value as Size }, { replace: true })}
              className="ml-1 rounded-md border border-stone-300 px-2 py-1.5 text-sm"
            >
              {(Object.keys(SIZES) as Size[]).map((key) => (
                <option key={key} value={key}>
                  {SIZES[key].label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={() => window.print()}
            // Not before the sender is known: a slip printed without it has no address to return to.
            disabled={!slips.data?.length || !senderKnown}
            className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            <Printer aria-hidden="true" className="h-4 w-4" />
            Print
          </button>
          <Link to="/admin/orders" className={secondaryButton}>
            Back to orders
          </Link>
        </div>
      </header>
      {ids.length === 0 ? (
        <p className="text-stone-700">No orders chosen. Select orders on the order desk, then Print slips.</p>
      ) : slips.isPending ? (
        <LoadingState label="Loading the slips…" />
      ) : slips.isError ? (
        <ErrorState
          title="The slips could not be loaded"
          message={errorMessage(slips.error, 'Failed to load the slips')}
          onRetry={() => void slips.refetch()}
        />
      ) : (
        <>
          {senderKnown && !sender.address ? <NoSenderAddress /> : null}
          <div className="space-y-6 print:space-y-0">
            {slips.data.map((slip, index) => (
              <PackingSlip
                key={slip.id}
                slip={slip}
                size={size}
                sender={sender}
                logoUrl={brand.logoUrl}
                currencySymbol={currencySymbol}
                last={index === slips.data.length - 1}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The shop's address is the sender's (Settings, Contact Information): without it a slip names no place to
 * return an undelivered parcel to. Said on screen only, with the way there for who may change it.
 */
function NoSenderAddress() {
  const user = useAdminUser();
  return (
    <p
      role="note"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 print:hidden"
    >
      The shop&apos;s address is not in the settings, so the slips print no sender&apos;s address to return a
      parcel to.{' '}
      {can(user, 'catalog') ? (
        <Link to="/admin/settings" className="font-semibold underline underline-offset-2">
          Add it under Contact Information in Settings
        </Link>
      ) : (
        'Someone with access to Settings can add it under Contact Information.'
      )}
    </p>
  );
}

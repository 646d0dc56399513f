import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import type { PackingSlip } from '../../../../../common/orders/slip-schemas';
import { formatMoney, toPaisa } from '../../../../../common/money';
import { errorMessage } from '../../../data/admin-api';
import { secondaryButton } from '../../../forms/editor-fields';
import { formatDateTime, orderNumber } from '../../../kit/format';
import { useCurrencySymbol, useSiteBrand } from '../../../shell/site-brand';
import { ErrorState, LoadingState } from '../../../kit/states';
import { cn } from '../../../../lib/cn';
import { useUrlView } from '../../../../lib/url-view';
import { QrCode } from './qr-code';
import { usePackingSlips } from './slips-query';

const SIZES = {
  a4: { label: 'A4', page: 'A4' },
  label: { label: '100 × 150 mm label', page: '100mm 150mm' },
};
type Size = keyof typeof SIZES;

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
 * Packing slips of the orders chosen on the desk (decision 022, bulk work), one per printed page, A4 or a 100×150 mm
 * label: the shop, the customer and where to deliver, the lines, the cash to collect in large type, and
 * the order number with its QR code. Only the slips print; the toolbar stays on screen.
 */
export function PackingSlipsScreen() {
  const { view, updateView } = useUrlView(slipsViewSchema);
  const ids = view.ids;
  const size: Size = view.size ?? 'a4';
  const slips = usePackingSlips(ids);
  const currencySymbol = useCurrencySymbol();
  const brand = useSiteBrand();

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
            disabled={!slips.data?.length}
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
        <div className="space-y-6 print:space-y-0">
          {slips.data.map((slip) => (
            <Slip
              key={slip.id}
              slip={slip}
              size={size}
              shop={brand.siteName}
              logoUrl={brand.logoUrl}
              currencySymbol={currencySymbol}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function Slip({
  slip,
  size,
  shop,
  logoUrl,
  currencySymbol,
}: {
  slip: PackingSlip;
  size: Size;
  shop: string;
  logoUrl: string;
  currencySymbol: string;
}) {
  const number = orderNumber(slip.id);
  const label = size === 'label';
  return (
    <article
      aria-label={`Packing slip for order #${number}`}
      className={cn(
        'break-inside-avoid border border-stone-300 bg-white text-stone-950 [break-after:page] last:[break-after:auto] print:border-0',
        label ? 'mx-auto w-[100mm] p-3 text-[11pt] print:w-auto print:p-0' : 'p-6 text-[12pt] print:p-0',
      )}
    >
      <div className="flex items-center justify-between gap-3 border-b border-stone-300 pb-2">
        <div className="flex items-center gap-2">
          <img src={logoUrl} alt="" className={label ? 'h-8 w-auto' : 'h-12 w-auto'} />
          <span className="font-bold">{shop}</span>
        </div>
        <span className="font-mono text-sm">#{number}</span>
      </div>

      <div className={cn('my-3 rounded-md border-2 border-stone-900 text-center', label ? 'p-2' : 'p-4')}>
        <p className="text-sm font-semibold tracking-wide uppercase">Cash on Delivery: collect</p>
        <p className={cn('font-black tabular-nums', label ? 'text-3xl' : 'text-5xl')}>
          {formatMoney(slip.total, currencySymbol)}
        </p>
        {toPaisa(slip.discount) > 0 ? (
          // The staff discount, already taken off: the customer may ask why the sum is less.
          <p className="text-sm">Includes a discount of {formatMoney(slip.discount, currencySymbol)}</p>
        ) : null}
      </div>

      <div className={cn('grid gap-3', label ? 'grid-cols-[1fr_auto]' : 'grid-cols-[1fr_auto]')}>
        <div>
          <p className="text-xs font-semibold text-stone-700 uppercase">Deliver to</p>
          <p className={cn('font-bold', label ? 'text-lg' : 'text-xl')}>{slip.customerName}</p>
          <p className="font-semibold">{slip.phoneDisplay ?? slip.customerPhone}</p>
          <p className="break-words">{slip.shippingAddress}</p>
          <p className="font-semibold">
            {slip.city}
            {slip.postalCode ? ` ${slip.postalCode}` : ''}
          </p>
        </div>
        <QrCode
          value={slip.id}
          label={`QR code of order #${number}`}
          className={label ? 'h-24 w-24' : 'h-32 w-32'}
        />
      </div>

      <table className="mt-3 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-stone-400">
            <th scope="col" className="py-1 pr-2">
              Item
            </th>
            <th scope="col" className="py-1 text-right">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((line) => (
            <tr key={line.name} className="border-b border-stone-200">
              <td className="py-1 pr-2">
                {line.name}
                {line.packSize > 1 ? ` (${line.packSize} jars each)` : ''}
              </td>
              <td className="py-1 text-right tabular-nums">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-stone-700">Order placed {formatDateTime(slip.createdAt)}</p>
    </article>
  );
}

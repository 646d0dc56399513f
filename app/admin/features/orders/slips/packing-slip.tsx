import type { ReactNode } from 'react';
import { courierName } from '../../../../../common/orders/couriers';
import type { PackingSlip as Slip } from '../../../../../common/orders/slip-schemas';
import { formatMoney, toPaisa } from '../../../../../common/money';
import { formatDateTime, orderNumber } from '../../../kit/format';
import { cn } from '../../../../lib/cn';
import { QrCode } from './qr-code';
import { lineText, slipSheets, type SlipLine, type SlipSize } from './slip-sheets';

/** The lines of a long order: three quarters of the slip's type, rows set close. */
const smallType = 'text-[0.78em]';

/** Who sends the parcel (the shop's settings: its name, the contact address and phone). */
export type SlipSender = { name: string; address: string | null; phone: string | null };

type SlipProps = {
  slip: Slip;
  size: SlipSize;
  sender: SlipSender;
  logoUrl: string;
  currencySymbol: string;
  /** The last slip printed: its last sheet breaks no page after it (no blank page at the end). */
  last: boolean;
};

/**
 * One order's packing slip (decision 022, bulk work): one printed sheet, A4 or a 100×150 mm label, with
 * the shop and the order number, the cash to collect in large type, where to deliver, the courier and
 * tracking number (or room to write them), the sender's address to return an undelivered parcel to, and
 * the lines. A long order is set in small type, and when even that does not fit it goes on over further
 * sheets, each marked "2/3" with the order and the customer, so a sheet that comes apart is matched.
 */
export function PackingSlip({ slip, size, sender, logoUrl, currencySymbol, last }: SlipProps) {
  const number = orderNumber(slip.id);
  const senderText = [sender.name, sender.address, sender.phone].filter(Boolean).join(' · ');
  const { small, sheets } = slipSheets(slip.lines, size, { ...slip, sender: senderText });
  const label = size === 'label';
  // The address and the cash stay in the slip's type; only the lines of a long order get smaller.
  const type = label ? 'text-[9pt]' : 'text-[11pt]';
  return (
    <article aria-label={`Packing slip for order #${number}`} className="space-y-6 print:space-y-0">
      {sheets.map((lines, index) => {
        const mark = sheets.length > 1 ? `${index + 1}/${sheets.length}` : null;
        return (
          <div
            key={index}
            data-sheet={mark ?? '1/1'}
            data-type={small ? 'small' : 'regular'}
            className={cn(
              'break-inside-avoid border border-stone-300 bg-white leading-snug text-stone-950 print:border-0',
              label ? 'mx-auto w-[100mm] p-3 print:w-auto print:p-0' : 'p-6 print:p-0',
              last && index === sheets.length - 1 ? null : '[break-after:page]',
              type,
            )}
          >
            <header className="flex items-center justify-between gap-3 border-b border-stone-300 pb-1.5">
              <div className="flex min-w-0 items-center gap-2">
                {index === 0 ? (
                  <img src={logoUrl} alt="" className={label ? 'h-6 w-auto' : 'h-12 w-auto'} />
                ) : null}
                <span className="truncate font-bold">{sender.name}</span>
              </div>
              <span className="shrink-0 font-mono">
                #{number}
                {mark ? <strong className="ml-2 font-sans">Label {mark}</strong> : null}
              </span>
            </header>
            {index === 0 ? (
              <FirstSheet slip={slip} sender={senderText} label={label} currencySymbol={currencySymbol} />
            ) : (
              <p className="mt-1.5">
                Deliver to <strong>{slip.customerName}</strong>, {slip.city} · items continued
              </p>
            )}
            {lines.length ? <Lines lines={lines} small={small} /> : null}
            <p className="mt-1.5 text-[0.8em] text-stone-700">
              {index === 0 ? `Order placed ${formatDateTime(slip.createdAt)}` : null}
              {mark && index < sheets.length - 1 ? (
                <strong className="ml-2">
                  {lines.length ? 'Items continue' : 'The items are'} on label{' '}
                  {`${index + 2}/${sheets.length}`}.
                </strong>
              ) : null}
            </p>
          </div>
        );
      })}
    </article>
  );
}

/** The first sheet's head: the cash, the address with the QR code, the shipment and the sender. */
function FirstSheet({
  slip,
  sender,
  label,
  currencySymbol,
}: {
  slip: Slip;
  /** Its name, address and phone, as one line. */
  sender: string;
  label: boolean;
  currencySymbol: string;
}) {
  const number = orderNumber(slip.id);
  return (
    <>
      <div className={cn('my-2 rounded-md border-2 border-stone-900 text-center', label ? 'p-1.5' : 'p-4')}>
        <p className="text-[0.8em] font-semibold tracking-wide uppercase">Cash on Delivery: collect</p>
        <p className={cn('leading-tight font-black tabular-nums', label ? 'text-3xl' : 'text-5xl')}>
          {formatMoney(slip.total, currencySymbol)}
        </p>
        {toPaisa(slip.discount) > 0 ? (
          // The staff discount, already taken off: the customer may ask why the sum is less.
          <p className="text-[0.8em]">Includes a discount of {formatMoney(slip.discount, currencySymbol)}</p>
        ) : null}
        {toPaisa(slip.codFee) > 0 ? (
          // Part of the sum the rider collects: the customer agreed to it at checkout.
          <p className="text-[0.8em]">
            Includes a Cash on Delivery fee of {formatMoney(slip.codFee, currencySymbol)}
          </p>
        ) : null}
      </div>

      <div className="grid grid-cols-[1fr_auto] gap-3">
        <div className="min-w-0">
          <p className="text-[0.75em] font-semibold text-stone-700 uppercase">Deliver to</p>
          <p className={cn('font-bold', label ? 'text-[1.35em]' : 'text-xl')}>{slip.customerName}</p>
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
          className={label ? 'h-[72px] w-[72px]' : 'h-32 w-32'}
        />
      </div>

      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 border-t border-stone-300 pt-1.5">
        <Term>Courier</Term>
        <dd data-field="courier">{slip.courier ? courierName(slip.courier) : <Blank />}</dd>
        <Term>Tracking no.</Term>
        <dd data-field="tracking" className="font-mono font-semibold">
          {slip.trackingNumber ?? <Blank />}
        </dd>
        <Term>From</Term>
        <dd data-field="sender" className="text-[0.9em] break-words">
          {sender}
        </dd>
      </dl>
    </>
  );
}

function Term({ children }: { children: ReactNode }) {
  return <dt className="font-semibold text-stone-700">{children}</dt>;
}

/** Room to write by hand what is not known when the slip is printed (the courier's number, say). */
function Blank() {
  return (
    <span className="inline-block w-40 max-w-full border-b border-stone-500 align-bottom">
      <span className="sr-only">not given yet</span>
    </span>
  );
}

function Lines({ lines, small }: { lines: SlipLine[]; small: boolean }) {
  const cell = small ? 'py-0 leading-tight' : 'py-0.5';
  return (
    <table className={cn('mt-2 w-full border-collapse text-left', small ? smallType : null)}>
      <thead>
        <tr className="border-b border-stone-400">
          <th scope="col" className={cn(cell, 'pr-2')}>
            Item
          </th>
          <th scope="col" className={cn(cell, 'text-right')}>
            Qty
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-b border-stone-200">
            <td className={cn(cell, 'pr-2')}>{lineText(line)}</td>
            <td className={cn(cell, 'text-right tabular-nums')}>{line.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

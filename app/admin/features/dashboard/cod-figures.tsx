import { Link } from 'react-router';
import type { CodFigures } from '../../../../common/admin/dashboard-schemas';
import { formatMoney } from '../../../../common/money';

const number = (n: number) => n.toLocaleString('en-US');
const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 1000) / 10}%`);

/**
 * The Cash-on-Delivery figures (decision 022): what waits for a call, how many orders are confirmed and
 * how many parcels come back (the last 30 days), by city too, and the cash the couriers still hold.
 */
export function CodFiguresPanel({ cod, currencySymbol }: { cod: CodFigures; currencySymbol: string }) {
  const cards = [
    {
      title: 'Awaiting confirmation',
      value: number(cod.awaitingConfirmation),
      note: (
        <Link
          to="/admin/orders?view=confirm"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          Open the desk
        </Link>
      ),
    },
    {
      title: 'Confirmation rate',
      value: percent(cod.confirmationRate),
      note: `of ${number(cod.decided)} orders decided, 30 days`,
    },
    {
      title: 'Return rate',
      value: percent(cod.returnRate),
      note: `${number(cod.returned)} of ${number(cod.delivered + cod.returned)} parcels, 30 days`,
    },
    {
      title: 'Cash with couriers',
      value: formatMoney(cod.cashWithCouriers, currencySymbol),
      note: `${number(cod.withCouriers)} parcels shipped, not yet delivered`,
    },
  ];
  return (
    <section aria-labelledby="cod-heading" className="space-y-4">
      <h2 id="cod-heading" className="text-lg font-semibold text-stone-900">
        Cash on Delivery
      </h2>
      <ul aria-label="Cash on Delivery" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ title, value, note }) => (
          <li key={title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <section aria-label={title}>
              <h3 className="text-sm font-medium text-stone-600">{title}</h3>
              <p className="mt-2 text-xl font-bold break-words text-stone-900 tabular-nums">{value}</p>
              <p className="mt-1 text-xs text-stone-600">{note}</p>
            </section>
          </li>
        ))}
      </ul>
      {cod.returnsByCity.length ? (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-stone-900">
              Returns by city, 30 days
            </caption>
            <thead>
              <tr className="border-b border-stone-200 text-xs text-stone-600">
                <th scope="col" className="py-1 pr-2 font-medium">
                  City
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Delivered
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Returned
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Return rate
                </th>
              </tr>
            </thead>
            <tbody>
              {cod.returnsByCity.map((city) => (
                <tr key={city.city} className="border-b border-stone-100 last:border-0">
                  <th scope="row" className="py-1 pr-2 font-normal text-stone-900">
                    {city.city}
                  </th>
                  <td className="py-1 pr-2 text-right tabular-nums">{number(city.delivered)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{number(city.returned)}</td>
                  <td className="py-1 text-right tabular-nums">{percent(city.returnRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

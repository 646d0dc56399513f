import { formatMoney } from '../../../../common/money';
import type { SettlementMatch } from '../../../../common/orders/settlement-schemas';
import { cn } from '../../../lib/cn';

/** How the screen names a line's match, and its colour (docs/settlements.md). */
export const MATCH_LABELS: Record<SettlementMatch, string> = {
  settled: 'Settled',
  short: 'Short',
  paid_for_return: 'Paid for a return',
  unknown: 'Unknown parcel',
};

const MATCH_STYLES: Record<SettlementMatch, string> = {
  settled: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  short: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  paid_for_return: 'bg-sky-50 text-sky-900 ring-sky-600/30',
  unknown: 'bg-stone-100 text-stone-800 ring-stone-500/30',
};

export function MatchBadge({ match }: { match: SettlementMatch }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        MATCH_STYLES[match],
      )}
    >
      {MATCH_LABELS[match]}
    </span>
  );
}

/** An amount as the shop writes money: 'Rs 1,000.00'. */
export const money = (amount: string, symbol: string) => formatMoney(amount, symbol);

/** A difference with its sign: '+Rs 0.50', '−Rs 50.00'. */
export function signedMoney(amount: string, symbol: string): string {
  if (amount.startsWith('-')) return `−${formatMoney(amount.slice(1), symbol)}`;
  return amount === '0.00' ? formatMoney(amount, symbol) : `+${formatMoney(amount, symbol)}`;
}

/** '1 parcel', '3 parcels'. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

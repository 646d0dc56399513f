import { TriangleAlert } from 'lucide-react';
import type { RiskSignals } from '../../../../../common/orders/confirmation-schemas';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The risk signals worth a second look (decision 022), in words, most telling first. */
export function riskWords(risks: RiskSignals): string[] {
  const words: string[] = [];
  if (risks.earlierFake) words.push(plural(risks.earlierFake, 'earlier fake order', 'earlier fake orders'));
  if (risks.earlierReturned) words.push(plural(risks.earlierReturned, 'earlier return', 'earlier returns'));
  if (risks.earlierCancelled) {
    words.push(plural(risks.earlierCancelled, 'earlier cancellation', 'earlier cancellations'));
  }
  if (risks.repeatOrders) {
    words.push(plural(risks.repeatOrders, 'other order in 24 h', 'other orders in 24 h'));
  }
  if (risks.shortAddress) words.push('Address too short');
  if (risks.bulk) words.push('Unusually large order');
  return words;
}

/** The order's risk signals as badges on its card; nothing when there is none. */
export function RiskBadges({ risks }: { risks: RiskSignals }) {
  const words = riskWords(risks);
  if (!words.length) return null;
  return (
    <ul aria-label="Risk signals" className="flex flex-wrap gap-1.5">
      {words.map((word) => (
        <li
          key={word}
          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950 ring-1 ring-amber-300"
        >
          <TriangleAlert aria-hidden="true" className="h-3.5 w-3.5" />
          {word}
        </li>
      ))}
    </ul>
  );
}

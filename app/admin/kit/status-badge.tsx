import { CircleCheck, CircleX, Clock, Cog, PackageX, Truck, type LucideIcon } from 'lucide-react';
import type { OrderStatus } from '../../../common/orders/statuses';
import { cn } from '../../lib/cn';

const STATUS_LOOK: Record<OrderStatus, { label: string; icon: LucideIcon; className: string }> = {
  pending: { label: 'Pending', icon: Clock, className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  processing: { label: 'Processing', icon: Cog, className: 'bg-sky-100 text-sky-900 ring-sky-300' },
  shipped: { label: 'Shipped', icon: Truck, className: 'bg-indigo-100 text-indigo-900 ring-indigo-300' },
  completed: {
    label: 'Completed',
    icon: CircleCheck,
    className: 'bg-green-100 text-green-900 ring-green-300',
  },
  cancelled: { label: 'Cancelled', icon: CircleX, className: 'bg-red-100 text-red-900 ring-red-300' },
  returned: {
    label: 'Returned',
    icon: PackageX,
    className: 'bg-stone-200 text-stone-900 ring-stone-400',
  },
};

/** The word staff read for a status ('processing' → 'Processing'): tabs, selects and badges agree. */
export function statusLabel(status: OrderStatus): string {
  return STATUS_LOOK[status].label;
}

/**
 * An order's status as a badge: its word, an icon and a colour of its own (dark text on a light tint,
 * above 4.5:1), so the status never depends on colour alone.
 *
 *   <StatusBadge status={order.status} />
 */
export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { label, icon: Icon, className: look } = STATUS_LOOK[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {label}
    </span>
  );
}

import { CircleCheck, Copy, FilePen, ImageOff, LoaderCircle, Package, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminProduct } from '../../../../common/catalog/product-admin-schemas';
import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUS_MESSAGES,
  type ProductStatus,
} from '../../../../common/catalog/product-status';
import { formatMoney } from '../../../../common/money';
import { cn } from '../../../lib/cn';
import { Tooltip } from '../../../ui/tooltip';
import { stockBadge } from './products-view';

/** Back-office §4: 0 is destructive, 10 or fewer the secondary (low) badge, above 10 the outline one. */
const STOCK_TONES = {
  out: 'bg-red-100 text-red-800',
  low: 'bg-stone-200 text-stone-800',
  in: 'border border-stone-300 text-stone-800',
} as const;

/** Decision 029: a draft is not on the shop; its badge says so in a word, an icon and a colour. */
const STATUS_LOOK: Record<ProductStatus, { icon: typeof FilePen; className: string }> = {
  draft: { icon: FilePen, className: 'bg-amber-100 text-amber-900' },
  published: { icon: CircleCheck, className: 'bg-green-100 text-green-900' },
};

function StatusBadge({ status }: { status: ProductStatus }) {
  const { icon: Icon, className } = STATUS_LOOK[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {PRODUCT_STATUS_LABELS[status]}
    </span>
  );
}

const iconButton =
  'inline-flex items-center justify-center rounded-md border bg-white px-2.5 py-1.5 disabled:cursor-wait disabled:opacity-60';

function ProductImage({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className="flex aspect-square w-full flex-col items-center justify-center gap-1 bg-stone-100 text-xs text-stone-600">
        {src ? (
          <ImageOff aria-hidden="true" className="h-10 w-10 text-stone-400" />
        ) : (
          <Package aria-hidden="true" className="h-10 w-10 text-stone-400" />
        )}
        {src ? 'Image unavailable' : 'No image'}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className="aspect-square w-full bg-stone-100 object-cover"
    />
  );
}

/**
 * One product on the products screen (back-office §2): its image or a placeholder, name, status badge
 * (decision 029), category badge, stock badge, price with the shop's currency prefix, and Edit, Duplicate
 * and Delete.
 */
export function ProductCard({
  product,
  currencySymbol,
  onEdit,
  onDuplicate,
  duplicating = false,
  onDelete,
}: {
  product: AdminProduct;
  currencySymbol: string;
  onEdit: () => void;
  onDuplicate: () => void;
  /** The copy is being made: the button waits. */
  duplicating?: boolean;
  onDelete: () => void;
}) {
  const badge = stockBadge(product.stock);
  const headingId = `product-${product.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <ProductImage src={product.image} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={headingId} className="font-semibold break-words text-stone-900">
          {product.name}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={product.status} />
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {product.category}
          </span>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STOCK_TONES[badge.tone])}>
            {badge.label}
          </span>
        </div>
        <p className="text-lg font-bold text-stone-900">{formatMoney(product.price, currencySymbol)}</p>
        <div className="mt-auto flex gap-2 pt-2">
          <button
            type="button"
            onClick={onEdit}
            className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit<span className="sr-only"> {product.name}</span>
          </button>
          <Tooltip label={PRODUCT_STATUS_MESSAGES.duplicate} side="top">
            <button
              type="button"
              onClick={onDuplicate}
              disabled={duplicating}
              className={cn(iconButton, 'border-stone-300 text-stone-800 hover:bg-stone-100')}
            >
              {duplicating ? (
                <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <Copy aria-hidden="true" className="h-4 w-4" />
              )}
              <span className="sr-only">
                {PRODUCT_STATUS_MESSAGES.duplicate} {product.name}
              </span>
            </button>
          </Tooltip>
          <Tooltip label="Delete" side="top">
            <button
              type="button"
              onClick={onDelete}
              className={cn(iconButton, 'border-red-300 text-red-800 hover:bg-red-50')}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">Delete {product.name}</span>
            </button>
          </Tooltip>
        </div>
      </div>
    </article>
  );
}

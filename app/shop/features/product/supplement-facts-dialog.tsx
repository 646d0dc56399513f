import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { NutritionFacts } from '../../../../common/catalog/product-blocks';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { trackPixel } from '../../lib/pixel';
import { useMessages } from '../../i18n/shop-language';

const SupplementFactsPanel = lazyDialog(
  async () => (await import('./supplement-facts-panel')).SupplementFactsPanel,
);

type Props = { product: { id: string; name: string }; nutrition: NutritionFacts };

/** The supplement-facts label in a dialog; opening it is the SupplementFactsViewed event (storefront §7). */
export function SupplementFactsDialog({ product, nutrition }: Props) {
  const [open, setOpen] = useState(false);
  const words = useMessages('product');
  function show() {
    setOpen(true);
    trackPixel('SupplementFactsViewed', { product_id: product.id, content_name: product.name });
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={show}
        className="inline-flex items-center gap-2 rounded-lg border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
      >
        <FileText aria-hidden="true" className="h-5 w-5" />
        {words.viewSupplementFacts}
      </button>
      <SupplementFactsPanel open={open} onOpenChange={setOpen} product={product} nutrition={nutrition} />
    </>
  );
}

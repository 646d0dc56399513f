import { Loader2 } from 'lucide-react';
import { useMessages } from '../../i18n/shop-language';

/** Shown while another product's data loads (storefront §2 Product detail: 'Loading Product'). */
export function ProductLoading() {
  const words = useMessages('shop');
  return (
    <main id="main-content" className="mx-auto flex min-h-[60vh] max-w-7xl items-center justify-center px-4">
      <div role="status" className="flex flex-col items-center gap-3 text-stone-700">
        <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-brand-700" />
        <p className="text-lg font-medium">{words.loadingProduct}</p>
      </div>
    </main>
  );
}

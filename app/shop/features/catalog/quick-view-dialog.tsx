import { Loader2, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { stockLabel } from '../../../../common/catalog/badges';
import { useCart } from '../../cart/cart-context';
import DialogSurface from '../../../ui/dialog-surface';
import { cn } from '../../../lib/cn';
import type { CatalogProduct, ProductDetails } from './catalog-product';
import { useProductDetails } from './product-details';
import { QuantitySelector } from './quantity-selector';
import { QuickViewGallery } from './quick-view-gallery';
import { fill } from '../../i18n/messages';
import { useFormat, useLanguage, useLocalizedPath, useMessages } from '../../i18n/shop-language';

const STOCK_STYLES = { out: 'text-red-700', low: 'text-amber-800', in: 'text-brand-700' } as const;

type Props = {
  product: CatalogProduct | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currencySymbol: string;
};

/**
 * The product modal (storefront §2): it traps focus, closes on Escape and returns focus to the opener.
 * Loaded the first time a card's Quick View is pressed (`products-listing.tsx`).
 */
export function QuickViewDialog({ product, open, onOpenChange, currencySymbol }: Props) {
  const words = useMessages('catalog');
  const shop = useMessages('shop');
  return (
    <DialogSurface
      open={open && product !== null}
      onOpenChange={onOpenChange}
      title={product?.name ?? words.quickViewTitle}
      size="xl"
      closeLabel={shop.close}
    >
      {/* Keyed so the gallery and the quantity start afresh for each product. */}
      {product ? <QuickViewBody key={product.id} product={product} currencySymbol={currencySymbol} /> : null}
    </DialogSurface>
  );
}

/** The dialog's content once the product's details are read (the card's data is on the page already). */
function QuickViewBody({ product, currencySymbol }: { product: CatalogProduct; currencySymbol: string }) {
  const details = useProductDetails(product, useLanguage());
  const words = useMessages('catalog');
  if (!details) {
    return (
      <div role="status" className="flex justify-center px-4 py-24">
        <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
        <span className="sr-only">{fill(words.loadingName, { name: product.name })}</span>
      </div>
    );
  }
  return <QuickViewDetails product={product} details={details} currencySymbol={currencySymbol} />;
}

function QuickViewDetails({
  product,
  details,
  currencySymbol,
}: {
  product: CatalogProduct;
  details: ProductDetails;
  currencySymbol: string;
}) {
  const { addItem } = useCart();
  const words = useMessages('catalog');
  const shop = useMessages('shop');
  const format = useFormat();
  const to = useLocalizedPath();
  const [quantity, setQuantity] = useState(1);
  const stock = stockLabel(product.stock);
  const soldOut = stock.level === 'out';
  const stockWords = {
    out: shop.outOfStock,
    low: fill(shop.lowStock, { n: format.count(product.stock) }),
    in: shop.inStock,
  };

  const addToCart = () => {
    // One line per product: the product id doubles as the line id, so adding again raises its quantity.
    addItem({
      id: product.id,
      cartItemId: product.id,
      name: product.name,
      price: product.price,
      image: product.image,
      quantity,
    });
  };

  return (
    <div className="grid gap-6 px-4 pb-6 sm:px-6 md:grid-cols-2">
      <QuickViewGallery images={details.images} name={product.name} />
      <div className="flex flex-col gap-4">
        <div>
          <p className="text-2xl font-bold text-brand-800">{format.money(product.price, currencySymbol)}</p>
          <p className={cn('mt-1 text-sm font-semibold', STOCK_STYLES[stock.level])}>
            {stockWords[stock.level]}
          </p>
        </div>
        {product.description ? (
          <p className="whitespace-pre-line text-stone-700">{product.description}</p>
        ) : null}
        {details.benefits.length ? (
          <section>
            <h3 className="font-semibold text-stone-900">{words.keyBenefits}</h3>
            <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-stone-700">
              {details.benefits.map((benefit, index) => (
                <li key={`${index}-${benefit}`}>{benefit}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {details.ingredients ? (
          <section>
            <h3 className="font-semibold text-stone-900">{words.ingredients}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-stone-700">{details.ingredients}</p>
          </section>
        ) : null}
        {details.usageInstructions ? (
          <section>
            <h3 className="font-semibold text-stone-900">{words.usageInstructions}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-stone-700">{details.usageInstructions}</p>
          </section>
        ) : null}
        <QuantitySelector value={quantity} stock={product.stock} onChange={setQuantity} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="button"
            onClick={addToCart}
            disabled={soldOut}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
          >
            <ShoppingCart aria-hidden="true" className="h-5 w-5" />
            {words.addToCart}
          </button>
          <Link
            to={to(`/product/${product.slug}`)}
            className="text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700"
          >
            {words.viewFullDetails}
          </Link>
        </div>
      </div>
    </div>
  );
}

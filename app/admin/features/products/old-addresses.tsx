import { useWatch } from 'react-hook-form';
import { oldAddressesNote, oldAddressNote } from '../../../../common/catalog/product-status';
import type { ProductFormValues } from './product-form';

/** A saved product's address and the older ones that lead to it (decision 029). */
export type ProductAddresses = { slug: string; oldSlugs: readonly string[] };

/**
 * Under the slug of a saved product: what changing it does (the address it had keeps working, sending
 * visitors on to the new one), and the older addresses that already lead here.
 */
export function OldAddresses({ addresses }: { addresses: ProductAddresses }) {
  const slug = useWatch<ProductFormValues, 'slug'>({ name: 'slug' }).trim();
  const changing = slug !== addresses.slug;
  if (!changing && addresses.oldSlugs.length === 0) return null;
  return (
    <div className="mt-1 space-y-1 text-sm text-stone-700">
      {changing ? <p>{oldAddressNote(addresses.slug)}</p> : null}
      {addresses.oldSlugs.length ? <p>{oldAddressesNote(addresses.oldSlugs)}</p> : null}
    </div>
  );
}

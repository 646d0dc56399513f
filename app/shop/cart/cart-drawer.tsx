import { lazyDialog } from '../../ui/lazy-dialog';
import { useCart } from './cart-context';

const CartDrawerPanel = lazyDialog(async () => (await import('./cart-drawer-panel')).CartDrawerPanel);

/**
 * The cart drawer; its code (lines, quantities, checkout) loads the first time the cart opens, so no
 * page pays for it before someone looks at their cart.
 */
export function CartDrawer({ currencySymbol }: { currencySymbol: string }) {
  const { drawerOpen } = useCart();
  return <CartDrawerPanel open={drawerOpen} currencySymbol={currencySymbol} />;
}

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { toAmount } from '../../../common/money';
import { productEventPayload, trackPixel } from '../lib/pixel';
import { notify } from '../../lib/toast';
import { fill } from '../i18n/messages';
import { useMessages } from '../i18n/shop-language';
import {
  addLine,
  CART_STORAGE_KEY,
  itemCount,
  parseStoredCart,
  setLineQuantity,
  subtotal,
  type CartItem,
} from './cart-rules';

type CartContextValue = {
  items: CartItem[];
  count: number;
  subtotal: string;
  /** False until the stored cart has been read after hydration. */
  ready: boolean;
  addItem: (item: CartItem, options?: { silent?: boolean }) => void;
  updateQuantity: (cartItemId: string, quantity: number) => void;
  removeItem: (cartItemId: string) => void;
  clearCart: () => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
};

const CartContext = createContext<CartContextValue | null>(null);

function readStoredCart(): CartItem[] {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch (error) {
    // Storage failures are only logged; the cart starts empty (storefront §4).
    console.warn('Could not read the saved cart', error);
    return [];
  }
}

function writeStoredCart(items: CartItem[]): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch (error) {
    console.warn('Could not save the cart', error);
  }
}

/**
 * The cart, kept in local storage under 'cart-items'. The server renders it empty; the stored lines are
 * read after hydration, so server and browser HTML match.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [ready, setReady] = useState(false);
  const [drawerOpen, setDrawerOpenState] = useState(false);
  const loaded = useRef(false);
  const words = useMessages('shop');

  useEffect(() => {
    // An empty cart (most visits) keeps the first render's list: its readers draw nothing new.
    const stored = readStoredCart();
    if (stored.length) setItems(stored);
    setReady(true);
    loaded.current = true;
    // Another tab changed the cart: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) setItems(readStoredCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (loaded.current) writeStoredCart(items);
  }, [items]);

  const addItem = useCallback(
    (item: CartItem, options?: { silent?: boolean }) => {
      setItems((current) => addLine(current, item));
      trackPixel(
        'AddToCart',
        productEventPayload({
          id: item.id,
          name: item.name,
          price: toAmount(item.price),
          quantity: item.quantity,
        }),
      );
      if (!options?.silent) notify(words.addedToCart, fill(words.addedToCartText, { name: item.name }));
    },
    [words],
  );

  const updateQuantity = useCallback((cartItemId: string, quantity: number) => {
    setItems((current) => setLineQuantity(current, cartItemId, quantity));
  }, []);

  const removeItem = useCallback(
    (cartItemId: string) => {
      setItems((current) => setLineQuantity(current, cartItemId, 0));
      notify(words.itemRemoved, words.itemRemovedText);
    },
    [words],
  );

  const clearCart = useCallback(() => setItems([]), []);

  const setDrawerOpen = useCallback((open: boolean) => {
    setDrawerOpenState(open);
    trackPixel(open ? 'CartOpened' : 'CartClosed');
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: itemCount(items),
      subtotal: subtotal(items),
      ready,
      addItem,
      updateQuantity,
      removeItem,
      clearCart,
      drawerOpen,
      setDrawerOpen,
    }),
    [items, ready, addItem, updateQuantity, removeItem, clearCart, drawerOpen, setDrawerOpen],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}

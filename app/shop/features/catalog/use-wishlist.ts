import { useCallback, useEffect, useState } from 'react';

/** Wishlist hearts are local only (storefront §2, §4): product ids in this browser's storage. */
export const WISHLIST_KEY = 'wishlist';

function readWishlist(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(WISHLIST_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch (error) {
    console.warn('Could not read the wishlist', error);
    return [];
  }
}

function writeWishlist(ids: string[]): void {
  try {
    window.localStorage.setItem(WISHLIST_KEY, JSON.stringify(ids));
  } catch (error) {
    console.warn('Could not save the wishlist', error);
  }
}

/**
 * The server renders every heart empty; the stored wishlist is read after hydration so the first client
 * render matches the server's HTML.
 */
export function useWishlist() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    // An empty wishlist (most visits) changes nothing: no second render of the list after hydration.
    const stored = readWishlist();
    if (stored.length) setIds(new Set(stored));
    const onStorage = (event: StorageEvent) => {
      if (event.key === WISHLIST_KEY) setIds(new Set(readWishlist()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback((id: string) => {
    // Read storage again so a change made in another tab is not overwritten.
    const current = new Set(readWishlist());
    if (current.has(id)) current.delete(id);
    else current.add(id);
    writeWishlist([...current]);
    setIds(current);
  }, []);

  return { ids, toggle };
}

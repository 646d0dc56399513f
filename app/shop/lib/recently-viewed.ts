/** Products the shopper opened, newest first, kept in this browser only (storefront §2 Recently Viewed). */
export const RECENTLY_VIEWED_KEY = 'recently-viewed';
export const RECENTLY_VIEWED_LIMIT = 6;

export function readRecentlyViewed(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch (error) {
    console.warn('Could not read recently viewed products', error);
    return [];
  }
}

/** Called by the product page: moves the slug to the front and keeps the newest six. */
export function recordRecentlyViewed(slug: string): void {
  const next = [slug, ...readRecentlyViewed().filter((s) => s !== slug)].slice(0, RECENTLY_VIEWED_LIMIT);
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('Could not save recently viewed products', error);
  }
}

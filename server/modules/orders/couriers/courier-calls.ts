/**
 * How the couriers' clients spread their calls (postex.ts, trax.ts, leopards.ts): a list cut into the
 * batches a courier takes at once, and calls made a few at a time where a courier answers one parcel a
 * call.
 */

/** `items` in batches of at most `size`, in order. */
export function batches<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** `work` on every item, at most `size` at once; the answers in the items' order. */
export async function inPool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

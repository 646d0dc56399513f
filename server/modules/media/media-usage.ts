import type { MediaUsage } from '../../../common/media/media-schemas';

/**
 * "Used by" (decision 015): which products, content sections, settings and testimonials point at a media
 * item. Each module that stores media URLs lists its records as references (`value` is the record, or
 * the part of it that can hold URLs); media never reads another module's tables itself.
 */
export type MediaReference = MediaUsage & { value: unknown };
export type MediaReferenceSource = () => Promise<MediaReference[]>;

/** Every string inside a JSON-like value (blocks arrive as objects, arrays or JSON text). */
function collectStrings(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 20 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    into.add(value.split(/[?#]/)[0]!);
    const trimmed = value.trim();
    if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && trimmed.length < 1_000_000) {
      try {
        collectStrings(JSON.parse(trimmed), into, depth + 1);
      } catch {
        // plain text that happens to start with a bracket
      }
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into, depth + 1);
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const item of Object.values(value)) collectStrings(item, into, depth + 1);
  }
}

/** The URLs by which pages can name an asset: the file itself and each of its variants. */
export function urlsOfAsset(asset: {
  fileUrl: string;
  optimizedUrls: Record<string, string | undefined>;
  videoVariants: Record<string, string>;
}): string[] {
  return [asset.fileUrl, ...Object.values(asset.optimizedUrls), ...Object.values(asset.videoVariants)].filter(
    (url): url is string => typeof url === 'string' && url.length > 0,
  );
}

/** Reads every source once and indexes its references by each string they hold. */
export async function indexUsage(
  sources: readonly MediaReferenceSource[],
): Promise<Map<string, MediaUsage[]>> {
  const byUrl = new Map<string, MediaUsage[]>();
  const lists = await Promise.all(sources.map((source) => source()));
  for (const reference of lists.flat()) {
    const strings = new Set<string>();
    collectStrings(reference.value, strings);
    const usage: MediaUsage = { kind: reference.kind, label: reference.label, href: reference.href };
    for (const text of strings) {
      const list = byUrl.get(text) ?? [];
      list.push(usage);
      byUrl.set(text, list);
    }
  }
  return byUrl;
}

/** The usages of one asset, each record once even when it names several variants of it. */
export function usageOf(
  asset: Parameters<typeof urlsOfAsset>[0],
  index: Map<string, MediaUsage[]>,
): MediaUsage[] {
  const seen = new Map<string, MediaUsage>();
  for (const url of urlsOfAsset(asset)) {
    for (const usage of index.get(url) ?? []) seen.set(`${usage.kind}|${usage.href}|${usage.label}`, usage);
  }
  return [...seen.values()];
}

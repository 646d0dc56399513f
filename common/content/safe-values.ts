import { isOneLine } from '../text/text-rules';

/**
 * The stored values that reach an address or a style on the storefront (storefront §2–3), each read to a
 * value the page may use or to nothing. Without zod: the honey strip's component checks its props with
 * them in the browser too (decision 008, the shop pages' script budget).
 */

/**
 * A media address of this site or an http(s) URL; anything else (empty, another type, `javascript:`…) is
 * none. `//host`, `/\host` and `/<tab>/host` are other hosts to a browser, so they are no path of ours.
 */
export function siteMediaUrl(value: unknown): string | null {
  const url = typeof value === 'string' ? value.trim() : '';
  if (/[\t\n\r]/.test(url)) return null;
  return (url.startsWith('/') && !/^\/[/\\]/.test(url)) || /^https?:\/\//i.test(url) ? url : null;
}

/**
 * A stored link a button may follow: a path of this shop or an http(s) address, else undefined. Tabs and
 * line breaks are refused because browsers drop them, which turns `/\n/host` into `//host`; `//host` and
 * `/\host` are other hosts, not paths.
 */
export function honeyLink(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const link = value.trim();
  if (/\s/.test(link) || !isOneLine(link)) return undefined;
  if (link.startsWith('/') && !/^\/[/\\]/.test(link)) return link;
  return /^https?:\/\/[^/\\]/i.test(link) ? link : undefined;
}

/** A stored colour the honey strip may wear, else undefined: only hex, so no other CSS can ride along. */
export function honeyBackground(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const colour = value.trim();
  return /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(colour) ? colour : undefined;
}

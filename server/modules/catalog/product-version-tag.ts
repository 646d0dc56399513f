import { InputError } from '../../errors';

/**
 * A product's version as an HTTP entity tag (decision 016): `GET /api/admin/products/{id}` answers it as
 * `ETag`, and a PATCH may send it back as `If-Match` to have a stale save refused. The tag names the
 * staff-edit version, not the bytes: orders moving the stock and reviews moving the rating leave it as it
 * is, on purpose, as they leave `version`.
 */
export function productVersionTag(version: number): string {
  return `"v${version}"`;
}

const TAG = /^(?:W\/)?"v([1-9]\d{0,9})"$/;

export const IF_MATCH_MESSAGE =
  'If-Match must be the ETag GET /api/admin/products/{id} answered (such as "v3"), or *';

/**
 * The versions an If-Match header names, or undefined when there is none or it is `*` (any current
 * product: the save is a last write). A tag marked weak (`W/`) counts as its version: a proxy that
 * compresses answers may mark it so on the way, and the version is what we compare. A tag that is not
 * ours is a 400: it could never match, and "changed by someone else" would not be true.
 */
export function versionsFromIfMatch(header: string | undefined): number[] | undefined {
  if (header === undefined) return undefined;
  const tags = header
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length === 1 && tags[0] === '*') return undefined;
  const versions = tags.map((tag) => TAG.exec(tag)?.[1]);
  if (!versions.length || versions.some((version) => version === undefined)) {
    throw new InputError(IF_MATCH_MESSAGE);
  }
  return versions.map(Number);
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useUpdateQuery, type UpdateQuery } from './use-update-query';

/**
 * A screen's view kept in the URL query (filters, search, sort, the tab, the open record `?edit=<id>`),
 * described once by a zod object whose keys are the query's keys. Every field ends in `.catch(default)`,
 * so a missing key reads as its default and a hand-edited bad value falls back to it instead of
 * throwing: the screen always opens.
 *
 * zod is imported for its types only: the schema's own methods do the work, so this file adds nothing
 * to a page that does not already load zod (decision 008: the storefront's pages do not).
 */
export type ViewSchema = z.ZodObject;
export type ViewOf<S extends ViewSchema> = z.output<S>;
export type ViewPatch<S extends ViewSchema> = Partial<ViewOf<S>>;

/** The view the query describes; a key given twice counts by its first value, as `get` reads it. */
export function readView<S extends ViewSchema>(params: URLSearchParams, schema: S): ViewOf<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return schema.parse(raw);
}

/**
 * Writes a patch of the view into `params` (changed in place and returned). A key left out of the patch
 * (or `undefined`) is not touched; a value equal to its default, null or blank leaves the URL, so one
 * view has one address; keys the view does not own (another screen's, `utm_…`) stay where they are.
 * Values are written with `String()`: an array as its comma-separated list.
 */
export function writeView<S extends ViewSchema>(
  params: URLSearchParams,
  schema: S,
  patch: ViewPatch<S>,
): URLSearchParams {
  const defaults: Record<string, unknown> = schema.parse({});
  const changes: Record<string, unknown> = patch;
  for (const key of Object.keys(schema.shape)) {
    const value = changes[key];
    if (value === undefined) continue;
    const text = value === null ? '' : String(value);
    if (!text.trim() || value === defaults[key]) params.delete(key);
    else params.set(key, text);
  }
  return params;
}

export type UpdateView<S extends ViewSchema> = (
  patch: ViewPatch<S>,
  options?: { replace?: boolean; state?: unknown },
) => void;

/**
 * The screen's view read from the URL, and `updateView` writing a patch of it through `useUpdateQuery`
 * (each change starts from the freshest query, so quick changes never undo each other). A change is a
 * history entry unless `{ replace: true }`; `state` goes with the entry (an editor's, use-url-editor.ts). `updateQuery` is there for a screen that writes its whole
 * view in a fixed order.
 */
export function useUrlView<S extends ViewSchema>(
  schema: S,
): { view: ViewOf<S>; updateView: UpdateView<S>; updateQuery: UpdateQuery; searchParams: URLSearchParams } {
  const [searchParams] = useSearchParams();
  const updateQuery = useUpdateQuery();
  const view = useMemo(() => readView(searchParams, schema), [searchParams, schema]);
  const updateView = useCallback<UpdateView<S>>(
    (patch, options) => updateQuery((params) => writeView(params, schema, patch), options),
    [updateQuery, schema],
  );
  return { view, updateView, updateQuery, searchParams };
}

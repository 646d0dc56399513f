import { useEffect, useRef, useState } from 'react';
import {
  PRODUCT_MESSAGES,
  SLUG_CHECK_DEBOUNCE_MS,
  slugCheckSchema,
} from '../../../../common/catalog/product-admin-schemas';
import { adminFetch } from '../../data/admin-api';
import { isAbortError } from '../media';
import { PRODUCTS_PATH } from './products-query';

/** Back-office §4 'Slug check: idle, validating, valid or invalid' (and a check that failed). */
export type SlugCheckState =
  | { status: 'idle' }
  | { status: 'validating' }
  | { status: 'valid'; message: string; note?: string }
  | { status: 'invalid'; message: string }
  | { status: 'failed'; message: string };

export function slugCheckPath(slug: string, excludeId?: string): string {
  const query = excludeId ? `?excludeId=${encodeURIComponent(excludeId)}` : '';
  return `${PRODUCTS_PATH}/validate-slug/${encodeURIComponent(slug)}${query}`;
}

/**
 * The slug's live availability check (back-office §5): asked 500 ms after typing stops, and only once
 * the slug has been changed in this editor (the one a product opens with is its own). An empty slug is
 * generated on save, so it is not checked. A newer slug cancels the question about an older one.
 */
export function useSlugCheck(slug: string, excludeId?: string): SlugCheckState {
  const [state, setState] = useState<SlugCheckState>({ status: 'idle' });
  const opened = useRef(slug);
  const changed = useRef(false);

  useEffect(() => {
    const value = slug.trim();
    if (!changed.current && slug === opened.current) return;
    changed.current = true;
    if (!value) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'validating' });
      adminFetch(slugCheckPath(value, excludeId), { schema: slugCheckSchema, signal: controller.signal })
        .then((answer) =>
          setState(
            answer.valid
              ? { status: 'valid', message: PRODUCT_MESSAGES.slugAvailable, note: answer.note }
              : { status: 'invalid', message: answer.error ?? 'This slug cannot be used' },
          ),
        )
        .catch((error: unknown) => {
          if (!isAbortError(error)) setState({ status: 'failed', message: PRODUCT_MESSAGES.slugCheckFailed });
        });
    }, SLUG_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, excludeId]);

  return state;
}

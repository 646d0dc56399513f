import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A text field whose value lives in the URL: what the shopper types shows at once and is committed after
 * a short pause, so typing does not write a history entry per key. `normalize` says what a draft becomes
 * once committed: when the URL value changes to something else (back button, Clear all), the field
 * follows it; when it is just our own commit coming back, the draft (with its half-typed spaces) stays.
 */
export function useDebouncedDraft(
  value: string,
  commit: (draft: string) => void,
  normalize: (draft: string) => string,
  delayMs = 300,
) {
  const [draft, setDraft] = useState(value);
  const draftRef = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ commit, normalize });
  useEffect(() => {
    latest.current = { commit, normalize };
  });

  useEffect(() => {
    if (latest.current.normalize(draftRef.current) === value) return;
    clearTimeout(timer.current);
    draftRef.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (next: string) => {
      draftRef.current = next;
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current.commit(next), delayMs);
    },
    [delayMs],
  );

  /** Commit now (Enter, blur, the search button). */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (latest.current.normalize(draftRef.current) !== value) latest.current.commit(draftRef.current);
  }, [value]);

  return { draft, change, flush };
}

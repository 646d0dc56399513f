import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';

export type QueryChange = (params: URLSearchParams) => URLSearchParams | void;
/** `state`: the history entry's own state (`useLocation().state`), such as an editor's "over its list". */
export type UpdateQuery = (change: QueryChange, options?: { replace?: boolean; state?: unknown }) => void;

/** A change asked for and not yet begun by the router: the query it asked for, and where it started. */
type Asked = { fromKey: string; to: string; state: unknown };

/**
 * Changes the URL query from the freshest query there is, never from the one of the last render.
 *
 * React Router renders a navigation in a transition and hands a functional `setSearchParams` the query
 * of the last render. So a change made in the gap (a search box's delayed commit after a click on an
 * Edit link, a select right after a button) was built on an old address and wrote it back, undoing
 * the click: the dialog it opened closed again. Here each change starts from, in order: the navigation
 * under way, a change asked for that the router has not begun, or the location the router is at now.
 * The router is the data router of the app (or of a test's routes stub); its state is current before
 * React has rendered it.
 *
 * A change that replaces the entry keeps the entry's state (an editor's "over its list",
 * use-url-editor.ts) unless given another: it is the same entry, its query changed.
 *
 * `change` edits the copy it is given, or returns a whole new query. A change that changes nothing
 * navigates nowhere (no history entry, no render), and none is made while a navigation to another
 * page is under way (a menu link clicked during a search's pause): it would pull the person back.
 */
export function useUpdateQuery(): UpdateQuery {
  const [rendered, setSearchParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const asked = useRef<Asked | null>(null);

  // Once the router moves anywhere (the change asked for, or the back button), the asked change is
  // history: from then on the router's own state is the truth.
  useEffect(
    () =>
      router?.subscribe((state) => {
        if (asked.current && state.location.key !== asked.current.fromKey) asked.current = null;
      }),
    [router],
  );

  return useCallback<UpdateQuery>(
    (change, options) => {
      const state = router?.state;
      const underway = state?.navigation.location;
      if (underway && state && underway.pathname !== state.location.pathname) return;
      const pending =
        asked.current && state && asked.current.fromKey === state.location.key ? asked.current : null;
      const freshest = underway
        ? { search: underway.search, state: underway.state as unknown }
        : pending
          ? { search: pending.to, state: pending.state }
          : state
            ? { search: state.location.search, state: state.location.state as unknown }
            : { search: `?${rendered}`, state: undefined };
      const base = new URLSearchParams(freshest.search);
      const copy = new URLSearchParams(base);
      const next = change(copy) ?? copy;
      if (next.toString() === base.toString()) return;
      const entryState =
        options?.state !== undefined ? options.state : options?.replace ? freshest.state : undefined;
      if (state) asked.current = { fromKey: state.location.key, to: `?${next}`, state: entryState };
      setSearchParams(next, { replace: options?.replace, state: entryState, preventScrollReset: true });
    },
    [router, rendered, setSearchParams],
  );
}

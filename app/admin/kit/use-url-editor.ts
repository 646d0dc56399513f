import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * This page load's mark on the history entries it opened an editor in. An entry with it has the list
 * right beneath it in this document, so closing the editor can go back to it; an entry marked by an
 * earlier load (before a reload) has the list beneath too, but going back to it would load the page
 * again.
 */
const THIS_LOAD = Math.random().toString(36).slice(2);

/** The state of a history entry whose editor opened over its list (`useLocation().state`). */
export type EditorEntry = { editorOverList: string };
export const EDITOR_ENTRY: EditorEntry = { editorOverList: THIS_LOAD };

/** A screen's query without its editor: the list the editor sits over. */
function listQuery(search: string) {
  const params = new URLSearchParams(search);
  params.delete('edit');
  return params.toString();
}

function overListOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('editorOverList' in state)) return null;
  return String(state.editorOverList);
}

/**
 * A list screen's editor in the address, `?edit=<id>` (products, users): the editor is a history entry
 * over its list, so the browser's Back closes it and shows the list, never the screen before.
 *
 * - Opening (`open`, or a link with `state={EDITOR_ENTRY}`) pushes the entry, marked as over its list.
 * - Arriving on `?edit=` unmarked (a link from another screen, the media library's "used by", a typed
 *   address) puts the list beneath first: the entry becomes the list, and the editor is pushed over it.
 *   Until then `editId` is null, so the editor opens once.
 * - Closing goes back to the list beneath (no stray entry: Back after closing leaves the screen, and
 *   Forward opens the editor again, as with any page). After a reload the list beneath belongs to the
 *   earlier page load, so closing replaces the entry with the list instead. The promise `close` returns
 *   settles once the list shows, so a save's or a discard's permission to leave lasts until then.
 */
export function useUrlEditor(
  edit: string | null,
  updateView: (patch: { edit: string | null }, options?: { replace?: boolean; state?: unknown }) => void,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const overList = overListOf(location.state);
  const reopening = useRef<string | null>(null);
  const leaving = useRef<{ list: string; done: Array<() => void> } | null>(null);

  useEffect(() => {
    if (edit && overList === null) {
      reopening.current = edit;
      updateView({ edit: null }, { replace: true });
    } else if (!edit && reopening.current) {
      const id = reopening.current;
      reopening.current = null;
      updateView({ edit: id }, { state: EDITOR_ENTRY });
    }
  }, [edit, overList, updateView]);

  // Any move of the address (the Back that closed the editor) ends the closes waiting for it. The list
  // beneath may be older than the one the person left: a search typed just before opening commits to
  // the editor's entry. The list they come back to is the one they were looking at.
  useEffect(() => {
    const waiting = leaving.current;
    if (!waiting) return;
    leaving.current = null;
    if (listQuery(location.search) !== waiting.list) {
      void navigate({ search: waiting.list ? `?${waiting.list}` : '' }, { replace: true, state: null });
    }
    for (const done of waiting.done) done();
  }, [location.key, location.search, navigate]);

  const open = useCallback((id: string) => updateView({ edit: id }, { state: EDITOR_ENTRY }), [updateView]);

  // An Edit link's address was written at the last render: a search committed since (typed, then
  // Edit clicked in its pause) is not in it, and the list closing goes back to would lose it. A plain
  // click opens from the freshest address instead; a click for a new tab or window keeps the link's.
  const openOnClick = useCallback(
    (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(id);
    },
    [open],
  );

  const close = useCallback((): Promise<void> | void => {
    if (!edit) return;
    if (overList !== THIS_LOAD) return updateView({ edit: null }, { replace: true, state: null });
    return new Promise<void>((done) => {
      if (leaving.current) leaving.current.done.push(done);
      else {
        leaving.current = { list: listQuery(location.search), done: [done] };
        void navigate(-1);
      }
    });
  }, [edit, overList, updateView, navigate, location.search]);

  return { editId: overList === null ? null : edit, open, openOnClick, close };
}

import { useEffect, useId, useRef } from 'react';
import { secondaryButton } from './editor-fields';
import type { SaveConflict } from './use-save-conflict';

const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/**
 * Someone else saved the record while the person edited it (decision 016): their changes are still in
 * the form, listed beside the saved values, with the two ways on: re-apply theirs on top of the saved
 * version (saved with their next save) or keep the saved one. Then one line says which they chose. It
 * takes focus when it appears, so a screen reader reads it and the top of the form shows it.
 */
export function ConflictView({ conflict, record }: { conflict: SaveConflict; record: string }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const { state } = conflict;
  const status = state?.status;

  useEffect(() => {
    if (status === 'open') heading.current?.focus();
    else if (status) note.current?.focus();
  }, [status]);

  if (!state) return null;
  if (state.status !== 'open') {
    return (
      <p
        ref={note}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-800 focus:outline-none"
      >
        {state.status === 'reapplied'
          ? `Your changes are back on top of the saved version of ${record}. Save to keep them.`
          : `The form shows the saved version of ${record}; your changes were dropped.`}
      </p>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-stone-900"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        Someone else saved {record} while you were editing it
      </h3>
      <p>
        Nothing you typed is lost. Compare your version with the saved one, then re-apply your changes on top
        of it or keep the saved version.
      </p>
      {state.rows.length ? (
        <ul className="space-y-2" aria-label="Your changes beside the saved version">
          {state.rows.map((row) => (
            <li key={row.path} className="rounded-md border border-amber-200 bg-white px-3 py-2">
              <p className="font-medium">{row.label}</p>
              <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
                <div className="min-w-0">
                  <dt className="text-xs text-stone-600">Your version</dt>
                  <dd className="break-words">{row.mine}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-stone-600">Saved version</dt>
                  <dd className="break-words">{row.saved}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p>The saved version already holds every change you made.</p>
      )}
      {state.theirs.length ? (
        <p>
          Also changed in the saved version, kept either way:{' '}
          <span className="font-medium">{state.theirs.join(', ')}</span>.
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="button" onClick={conflict.reapply} className={primaryButton}>
          Re-apply my changes
        </button>
        <button type="button" onClick={conflict.keepSaved} className={secondaryButton}>
          Keep saved version
        </button>
      </div>
    </section>
  );
}

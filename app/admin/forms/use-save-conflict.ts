import { useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { notifyError } from '../../lib/toast';
import { errorMessage } from '../data/admin-api';
import { compareVersions, fieldLabel, shownValue } from './conflict';

/**
 * A form whose save is checked against the version it opened (decision 016: the product editor): what
 * the engine needs to keep the person's work when someone else saved first.
 */
export type ConflictOptions<V extends FieldValues> = {
  /** The refusal says the record was saved by someone else since the form opened (a 409). */
  when: (error: unknown) => boolean;
  /**
   * Reads the record as it is saved now and gives the form's values of it. From then on the form's
   * saves go against that version (its new version token), whichever the person chooses.
   */
  reload: () => Promise<V>;
};

/** One of the person's changes the saved version does not hold, as the conflict view lists it. */
export type ConflictRow = { path: string; label: string; mine: string; saved: string };

export type ConflictState =
  | {
      status: 'open';
      /** The person's changes beside the saved values, in the form's order. */
      rows: ConflictRow[];
      /** What else the saved version changed (the person left it alone): kept either way. */
      theirs: string[];
    }
  | { status: 'reapplied' | 'kept' };

export type SaveConflict = {
  state: ConflictState | null;
  /** The saved version with the person's changes on top, not saved yet: their next save sends them. */
  reapply: () => void;
  /** The saved version as it is: the person's changes dropped. */
  keepSaved: () => void;
};

/**
 * After a save refused as stale: the saved version is read, the person's changes stay in the form, and
 * the form lists them beside the saved values until the person re-applies them on top of it or keeps it
 * (the conflict view in EditorForm). `open` resolves once the list is there (or the read failed).
 */
export function useSaveConflict<V extends FieldValues>(
  form: UseFormReturn<V>,
  options: ConflictOptions<V> | undefined,
) {
  const [state, setState] = useState<ConflictState | null>(null);
  const saved = useRef<V | null>(null);

  async function open(error: unknown): Promise<boolean> {
    if (!options?.when(error)) return false;
    let fresh: V;
    try {
      fresh = await options.reload();
    } catch (readError) {
      notifyError('Error', errorMessage(readError, 'The saved version could not be read'));
      return true;
    }
    saved.current = fresh;
    const opened = form.formState.defaultValues as V;
    const { differing, theirs } = compareVersions(opened, form.getValues(), fresh);
    setState({
      status: 'open',
      rows: differing.map(({ path, mine, saved: now }) => ({
        path,
        label: fieldLabel(path),
        mine: shownValue(path, mine),
        saved: shownValue(path, now),
      })),
      theirs: [...new Set(theirs.map((leaf) => fieldLabel(leaf.path)))],
    });
    return true;
  }

  /** The form afresh on the saved version, then, for `reapply`, the person's changes set on top. */
  function settle(status: 'reapplied' | 'kept') {
    const fresh = saved.current;
    if (!fresh) return;
    // What the person changed, read now: a field they typed in while the list showed counts too.
    const { changed } = compareVersions(form.formState.defaultValues, form.getValues(), fresh);
    form.reset(fresh);
    if (status === 'reapplied') {
      for (const leaf of changed) {
        form.setValue(leaf.path as Path<V>, leaf.mine as PathValue<V, Path<V>>, { shouldDirty: true });
      }
    }
    saved.current = null;
    setState({ status });
  }

  const conflict: SaveConflict = {
    state,
    reapply: () => settle('reapplied'),
    keepSaved: () => settle('kept'),
  };
  return {
    conflict,
    /** Whether a save must wait: the person has not chosen yet. */
    pending: state?.status === 'open',
    open,
    /** A new save starts: what the last conflict said is history. */
    clear: () => setState(null),
  };
}

import type { PublicAnswerCache } from '../../lib/public-cache/answer-cache';
import { noteRead } from '../../lib/public-cache/answer-reads';

/** What of the public answers' cache the kept settings follow (decision 020). */
export type SettingsChanges = Pick<PublicAnswerCache, 'keeping' | 'onDrop'>;

/**
 * The settings row kept in memory while it is unchanged, for the reads every order makes (its messages
 * name the shop, its switches decide what is sent). Kept exactly as the public answers of the `settings`
 * family are (decision 020): dropped whenever that family is (the trigger's notice of a change by any
 * copy or anyone's SQL, within milliseconds; this copy's own staff writes, before their answer leaves),
 * and not kept at all while the change notices may be missed. A read that started before a drop is
 * served to those who asked before it, and kept for no one. The row is frozen: every reader shares it.
 */
export function keepSettings<T extends object>(
  load: () => Promise<T>,
  changes: SettingsChanges,
): () => Promise<Readonly<T>> {
  let kept: Promise<Readonly<T>> | undefined;
  changes.onDrop((dropped) => {
    if (dropped === 'everything' || dropped.includes('settings')) kept = undefined;
  });
  return () => {
    // A page or answer built from the kept row depends on the settings, though it runs no query.
    noteRead('settings');
    if (!changes.keeping()) return load();
    if (!kept) {
      const reading = load().then((row) => Object.freeze(row));
      kept = reading;
      // A failed read is not kept: the next one tries again.
      reading.catch(() => {
        if (kept === reading) kept = undefined;
      });
    }
    return kept;
  };
}

import { Loader2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ContentRecord, ContentVersion } from '../../../../common/content/content-admin-schemas';
import { CONTENT_MESSAGES } from '../../../../common/content/section-rules';
import { errorMessage } from '../../data/admin-api';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { fieldId, secondaryButton } from '../../forms/editor-fields';
import { formatDateTime } from '../../kit/format';
import { TabList } from '../../kit/tab-list';
import { FormAlert } from '../../../ui/forms/form-alert';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { notifyError } from '../../../lib/toast';
import { useSaveSection } from './content-query';
import { tabOf, type SectionCardInfo } from './content-view';
import { LivePreview } from './live-preview';
import {
  notifyInvalidJson,
  invalidJsonMessage,
  parseJsonText,
  RAW_FIELD,
  RawJsonEditor,
} from './raw-json-editor';
import { useSectionDraft } from './use-section-draft';
import { VersionHistory } from './version-history';

type Pane = 'content' | 'history';
const PANES: ReadonlyArray<{ key: Pane; label: string }> = [
  { key: 'content', label: 'Content' },
  { key: 'history', label: 'History' },
];

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:opacity-70';

/**
 * The section editor (back-office §2, §4, §5; decision 017): 'Edit: {section title}', the section's form (or
 * the raw JSON editor) beside a live preview of the page's section. Save checks the draft with the
 * section's rules first (the messages next to their fields, the first one focused), then creates or
 * updates the section. A saved section also has its history, whose versions load back into the form.
 * Closing with unsaved changes asks first.
 */
export function SectionEditor({
  card,
  records,
  onClose,
}: {
  card: SectionCardInfo;
  /** Every saved section, for the preview's page. */
  records: readonly ContentRecord[];
  onClose: () => void;
}) {
  const draft = useSectionDraft(card);
  const save = useSaveSection();
  const [pane, setPane] = useState<Pane>('content');
  const [historyOpened, setHistoryOpened] = useState(false);
  const [restored, setRestored] = useState<ContentVersion | null>(null);
  const [unplaced, setUnplaced] = useState<ReadonlySet<string>>(() => new Set());
  const [confirmingClose, setConfirmingClose] = useState(false);
  const baseId = useId();
  const formId = `${baseId}-form`;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const paneId = (key: Pane, part: 'tab' | 'panel') => `${baseId}-${key}-${part}`;
  const busy = save.isPending;
  const page = tabOf(card.page);

  function requestClose() {
    if (busy) return;
    if (draft.dirty) setConfirmingClose(true);
    else onClose();
  }

  function choosePane(next: Pane) {
    setPane(next);
    if (next === 'history') setHistoryOpened(true);
  }

  /** Focus the field of the first problem; problems without a field are listed at the top and focused. */
  function showProblems(paths: string[]) {
    const inForm = (path: string) => {
      const element = document.getElementById(fieldId(path));
      return element && formRef.current?.contains(element) ? element : null;
    };
    setUnplaced(new Set(paths.filter((path) => !inForm(path))));
    // The form's pane (and the list of problems without a field) must be on screen to take focus.
    flushSync(() => setPane('content'));
    (inForm(paths[0] ?? '') ?? alertRef.current)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!draft.form) {
      const parsed = parseJsonText(draft.values as string);
      if (!parsed.ok) {
        // Leaving the field for Save has just said so; a second toast would only repeat it.
        if (!draft.jsonError) notifyInvalidJson();
        draft.setJsonError(invalidJsonMessage(parsed.message));
        showProblems([RAW_FIELD]);
        return;
      }
    }
    draft.markSubmitted();
    const check = draft.check;
    if (!check) return;
    if (!check.ok) {
      notifyError(CONTENT_MESSAGES.validationTitle, CONTENT_MESSAGES.validationDescription);
      showProblems(draft.form ? check.problems.map((problem) => problem.path) : [RAW_FIELD]);
      return;
    }
    save.mutate(
      { page: card.page, section: card.section, content: check.content, record: card.record },
      {
        onSuccess: onClose,
        onError: (error) => notifyError('Error', errorMessage(error, CONTENT_MESSAGES.saveFailed)),
      },
    );
  }

  function restore(version: ContentVersion) {
    draft.restore(version.content);
    setRestored(version);
    setPane('content');
  }

  const unplacedProblems = draft.form ? draft.problems.filter((problem) => unplaced.has(problem.path)) : [];

  const form = (
    <form
      id={formId}
      ref={formRef}
      noValidate
      aria-label="Section content"
      onSubmit={submit}
      className="space-y-6"
    >
      {restored ? (
        <p
          role="status"
          className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          The version saved {formatDateTime(restored.savedAt)} by {restored.savedBy} is loaded into the form.
          Saving makes it live.
        </p>
      ) : null}
      {card.record && !card.record.isPublished ? (
        <p className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700">
          This section is a draft: saving keeps it off the website.
        </p>
      ) : null}
      {unplacedProblems.length ? (
        <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
          <FormAlert>
            <p className="font-semibold">{CONTENT_MESSAGES.validationDescription}:</p>
            <ul className="mt-1 list-disc pl-5">
              {unplacedProblems.map((problem) => (
                <li key={`${problem.path}-${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          </FormAlert>
        </div>
      ) : null}
      {draft.form ? (
        draft.form.render({ value: draft.values, onChange: draft.setValues, errors: draft.errors })
      ) : (
        <RawJsonEditor
          value={draft.values as string}
          onChange={draft.setValues}
          jsonError={draft.jsonError}
          onJsonError={draft.setJsonError}
          problems={draft.problems}
        />
      )}
    </form>
  );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        title={`Edit: ${card.title}`}
        description={card.description}
        size="2xl"
        className="xl:max-w-7xl max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:rounded-none"
      >
        <div className="grid flex-1 gap-6 px-4 pb-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-4">
            {card.record ? (
              <>
                <TabList
                  label="Section editor"
                  tabClassName="focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
                  items={PANES.map((item) => ({
                    key: item.key,
                    label: item.label,
                    id: paneId(item.key, 'tab'),
                    controls: paneId(item.key, 'panel'),
                  }))}
                  selected={pane}
                  onSelect={choosePane}
                />
                <div
                  id={paneId('content', 'panel')}
                  role="tabpanel"
                  aria-labelledby={paneId('content', 'tab')}
                  hidden={pane !== 'content'}
                >
                  {form}
                </div>
                <div
                  id={paneId('history', 'panel')}
                  role="tabpanel"
                  aria-labelledby={paneId('history', 'tab')}
                  hidden={pane !== 'history'}
                >
                  {historyOpened ? <VersionHistory recordId={card.record.id} onRestore={restore} /> : null}
                </div>
              </>
            ) : (
              form
            )}
          </div>
          <LivePreview
            sectionKey={card.key}
            section={card.section}
            content={draft.previewContent}
            records={records.filter((record) => record.page === card.page)}
            pagePath={page?.path ?? null}
          />
        </div>
        <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-stone-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          <button type="button" onClick={requestClose} disabled={busy} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" form={formId} disabled={busy} className={primaryButton}>
            {busy ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
        <ConfirmDialog
          open={confirmingClose}
          onOpenChange={setConfirmingClose}
          title="Discard unsaved changes?"
          description="You have changed this section and not saved it. Close the editor and lose those changes?"
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ContentRecord, ContentVersion } from '../../../../common/content/content-admin-schemas';
import { defaultSectionContent } from '../../../../common/content/section-defaults';
import { CONTENT_MESSAGES, sectionUrdu } from '../../../../common/content/section-rules';
import { EditorDialog } from '../../forms/editor-dialog';
import { FormProblems } from '../../forms/form-problems';
import { TextLanguageSwitch, useTextLanguage } from '../../forms/text-language';
import { useAdminForm } from '../../forms/use-admin-form';
import { formatDateTime } from '../../kit/format';
import { TabList } from '../../kit/tab-list';
import { notifyError } from '../../../lib/toast';
import { useSaveSection } from './content-query';
import { shownContent, tabOf, type SectionCardInfo } from './content-view';
import { mergeOverDefaults } from './list-rules';
import { LivePreview } from './live-preview';
import { notifyInvalidJson, RAW_FIELD, RawJsonField } from './raw-json-editor';
import { checkDraft, draftSchema, isJsonSyntaxProblem, sectionFormOf, valuesOf } from './section-draft';
import { SectionUrduFields } from './section-urdu-fields';
import { VersionHistory } from './version-history';

type Pane = 'content' | 'history';

/** Whether the Urdu version to save is the one saved (or the section has none to send). */
const sameUrdu = (next: unknown, saved: unknown) =>
  next === undefined || JSON.stringify(next) === JSON.stringify(saved);
const PANES: ReadonlyArray<{ key: Pane; label: string }> = [
  { key: 'content', label: 'Content' },
  { key: 'history', label: 'History' },
];

/**
 * The section editor (back-office §2, §4, §5; decision 017): 'Edit: {section title}', the section's form
 * (or the raw JSON editor) beside a live preview of the page's section, on the one form engine (decision
 * 027). Save checks the draft with the section's rules first (the 'Validation Error' toast, the messages
 * next to their fields, the first one focused), then creates or updates the section. A saved section
 * also has its history, whose versions load back into the form. Closing with unsaved changes asks first.
 * A section the shop reads by its fields has an Urdu version too (decision 039), behind the English/اردو
 * switch, which the preview then shows.
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
  const sectionForm = sectionFormOf(card.key);
  const { record } = card;
  const save = useSaveSection();
  const [pane, setPane] = useState<Pane>('content');
  const [historyOpened, setHistoryOpened] = useState(false);
  const [restored, setRestored] = useState<ContentVersion | null>(null);
  const [opened] = useState(() =>
    valuesOf(sectionForm, shownContent(card.key, card.record), card.record?.ur),
  );
  const urdu = sectionUrdu(card.page, card.section);
  const baseId = useId();
  const tabId = (key: Pane) => `${baseId}-${key}-tab`;
  const panelId = (key: Pane) => `${baseId}-${key}-panel`;
  const page = tabOf(card.page);

  const editor = useAdminForm({
    defaultValues: opened,
    schema: draftSchema(card, sectionForm),
    save: async (values) => {
      const check = checkDraft(card, sectionForm, values);
      // The form's check has just passed with the same rules; this is its content, trimmed.
      if (!check.ok) throw new Error(CONTENT_MESSAGES.validationDescription);
      return save.mutateAsync({
        page: card.page,
        section: card.section,
        content: check.content,
        // Sent when it changed: a save of the English alone says nothing of the Urdu.
        ur: sameUrdu(check.ur, card.record?.ur ?? null) ? undefined : check.ur,
        record: card.record,
      });
    },
    onSaved: onClose,
    failedMessage: CONTENT_MESSAGES.saveFailed,
    onInvalid: (errors) => {
      // The form's pane must be on screen for its first problem to take focus.
      flushSync(() => setPane('content'));
      if (!sectionForm && isJsonSyntaxProblem(errors[RAW_FIELD]?.message as string | undefined)) {
        // Leaving the field has said so already; a second toast would only repeat it.
        if (!editor.form.getFieldState(RAW_FIELD).isTouched) notifyInvalidJson();
        return;
      }
      notifyError(CONTENT_MESSAGES.validationTitle, CONTENT_MESSAGES.validationDescription);
    },
  });
  // A refused save shows the language of its first problem and focuses it.
  const languages = useTextLanguage({ control: editor.form.control });
  const language = urdu ? languages.language : 'en';

  function choosePane(next: Pane) {
    setPane(next);
    if (next === 'history') setHistoryOpened(true);
  }

  /** A saved version back in the form, read as the page would show it; nothing is saved until Save. */
  function restore(version: ContentVersion) {
    const content = mergeOverDefaults(defaultSectionContent(card.key), version.content);
    // The form keeps what it opened with, so the restored version counts as a change.
    editor.form.reset(valuesOf(sectionForm, content, version.ur), { keepDefaultValues: true });
    setRestored(version);
    setPane('content');
  }

  const fields = (
    <div className="space-y-6">
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
      <FormProblems title={CONTENT_MESSAGES.validationDescription} />
      {urdu ? <TextLanguageSwitch languages={languages} /> : null}
      <div hidden={language !== 'en'} className="space-y-6">
        {sectionForm ? <sectionForm.Fields /> : <RawJsonField />}
      </div>
      {urdu && language === 'ur' ? <SectionUrduFields urdu={urdu} sectionForm={sectionForm} /> : null}
    </div>
  );

  return (
    <EditorDialog
      editor={editor}
      title={`Edit: ${card.title}`}
      description={card.description}
      submitLabel="Save"
      unsaved="this section"
      onClose={onClose}
      size="2xl"
      className="xl:max-w-7xl"
      formLabel="Section content"
      aside={
        <LivePreview
          sectionKey={card.key}
          page={card.page}
          section={card.section}
          language={language}
          sectionForm={sectionForm}
          records={records.filter((record) => record.page === card.page)}
          pagePath={page?.path ?? null}
        />
      }
    >
      {record ? (
        <>
          <TabList
            label="Section editor"
            tabClassName="focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
            items={PANES.map(({ key, label }) => ({ key, label, id: tabId(key), controls: panelId(key) }))}
            selected={pane}
            onSelect={choosePane}
          />
          {PANES.map(({ key }) => (
            <div
              key={key}
              id={panelId(key)}
              role="tabpanel"
              aria-labelledby={tabId(key)}
              hidden={pane !== key}
            >
              {key === 'content' ? fields : null}
              {key === 'history' && historyOpened ? (
                <VersionHistory recordId={record.id} onRestore={restore} />
              ) : null}
            </div>
          ))}
        </>
      ) : (
        fields
      )}
    </EditorDialog>
  );
}

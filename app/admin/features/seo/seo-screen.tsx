import { SearchCode } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SEO_MESSAGES, type SeoEntryRecord } from '../../../../common/seo/seo-admin-schemas';
import { PageHeader } from '../../kit/page-header';
import { ListStates } from '../../kit/list-states';
import { AddRecordButton, DeleteRecordDialog } from '../../forms/record-manager';
import { EmptyState, LoadingState } from '../../kit/states';
import { SeoCard } from './seo-card';
import { SeoEditorDialog } from './seo-editor-dialog';
import { pageChoices, pageLabel, sortEntries } from './seo-form';
import { useDeleteSeo, useSeoEntries, useSeoProducts } from './seo-query';

/**
 * Back-office §2 SEO management (decision 017): a card per page with its search-engine metadata, Add and
 * Edit dialogs, and Delete through the confirmation.
 */
export function SeoScreen() {
  const entries = useSeoEntries();
  const products = useSeoProducts();
  const remove = useDeleteSeo();
  const [editing, setEditing] = useState<SeoEntryRecord | 'new' | null>(null);
  const [doomed, setDoomed] = useState<SeoEntryRecord | null>(null);

  const productRefs = useMemo(() => products.data ?? [], [products.data]);
  const labelOf = (page: string) => pageLabel(page, productRefs);
  const sorted = useMemo(() => sortEntries(entries.data ?? []), [entries.data]);
  const choices = useMemo(() => pageChoices(entries.data ?? [], productRefs), [entries.data, productRefs]);
  const choicesNote = products.isPending
    ? 'Loading the product pages…'
    : products.isError
      ? 'The product pages could not be loaded; only the main pages are listed.'
      : choices.length === 0
        ? 'Every page has SEO metadata already: edit its card instead.'
        : undefined;

  const addButton = <AddRecordButton label="Add SEO Metadata" onClick={() => setEditing('new')} />;

  return (
    <>
      <PageHeader
        title="SEO"
        description="The titles, descriptions, keywords and share images search engines and link previews show for the shop's pages."
        actions={entries.data?.length ? addButton : undefined}
      />
      <ListStates
        query={entries}
        loading={<LoadingState label="Loading SEO metadata…" />}
        errorTitle="The SEO metadata could not be loaded"
        errorFallback="Failed to load SEO metadata"
        isEmpty={sorted.length === 0}
        empty={
          <EmptyState
            icon={SearchCode}
            title={SEO_MESSAGES.empty}
            description="Pages use their own title and description until you add metadata for them."
            action={addButton}
          />
        }
      >
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {sorted.map((entry) => (
            <li key={entry.id}>
              <SeoCard
                entry={entry}
                label={labelOf(entry.page)}
                onEdit={() => setEditing(entry)}
                onDelete={() => setDoomed(entry)}
              />
            </li>
          ))}
        </ul>
      </ListStates>
      {editing ? (
        <SeoEditorDialog
          key={editing === 'new' ? 'new' : editing.id}
          entry={editing === 'new' ? null : editing}
          pageLabel={labelOf}
          choices={choices}
          choicesNote={choicesNote}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteRecordDialog
        record={doomed}
        title={(entry) => `Delete the SEO metadata of ${labelOf(entry.page)}?`}
        description={SEO_MESSAGES.deleteConfirm}
        onClose={() => setDoomed(null)}
        onDelete={(entry) => remove.mutateAsync(entry.page)}
      />
    </>
  );
}

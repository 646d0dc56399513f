import { FileText, Film, Image as ImageIcon, Images, SearchX, Upload, type LucideIcon } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import type { MediaAsset } from '../../../../common/media/media-schemas';
import type { MediaCategory } from '../../../../common/media/upload-rules';
import { MediaCard } from './media-card';
import { useMediaAssets } from './use-media-assets';
import { PageHeader } from '../../kit/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../kit/states';
import { formatFileSize } from '../../kit/format';
import { SearchBox } from '../../kit/search-box';
import { useUrlView } from '../../../lib/url-view';
import { CategoryTabs } from './category-tabs';
import { MediaPreviewDialog } from './media-preview-dialog';
import { CATEGORY_FILTERS, CATEGORY_NAMES, countMedia, mediaViewSchema } from './media-view';
import { UploadMediaDialog } from './upload-media-dialog';
import { UploadQueuePanel } from './upload-queue-panel';
import { useFileDrop } from './use-file-drop';
import { useUploadQueue } from './use-upload-queue';

const COUNTS: ReadonlyArray<{ category: MediaCategory; label: string; icon: LucideIcon }> = [
  { category: 'image', label: 'Images', icon: ImageIcon },
  { category: 'video', label: 'Videos', icon: Film },
  { category: 'document', label: 'Documents', icon: FileText },
];

function Counts({ assets }: { assets: MediaAsset[] | undefined }) {
  const counts = assets ? countMedia(assets) : undefined;
  return (
    <dl className="mb-5 grid grid-cols-3 gap-2 sm:gap-3">
      {COUNTS.map(({ category, label, icon: Icon }) => (
        <div key={category} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4">
          <dt className="flex items-center gap-2 text-xs text-stone-600 sm:text-sm">
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
            {label}
          </dt>
          <dd className="mt-1 text-xl font-bold text-stone-900 tabular-nums">
            {counts ? counts[category].toLocaleString('en-US') : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const STATUS_WORDS: Record<MediaAsset['status'], string> = {
  processing: ' · processing',
  failed: ' · unavailable',
  ready: '',
};

/** A card that opens the preview, named by its file and described by its kind, size and status. */
function Tile({ asset, onOpen }: { asset: MediaAsset; onOpen: () => void }) {
  const detailsId = useId();
  return (
    <MediaCard
      asset={asset}
      onClick={onOpen}
      aria-describedby={detailsId}
      className="border border-stone-200 shadow-sm hover:border-brand-600"
    >
      <p id={detailsId} className="-mt-1 px-2 pb-2 text-xs text-stone-600">
        {CATEGORY_NAMES[asset.category]} · {formatFileSize(asset.fileSize)}
        <span className="sr-only">{STATUS_WORDS[asset.status]}</span>
      </p>
    </MediaCard>
  );
}

function matchLine(count: number, search: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'file matches' : 'files match'} “${search}”`;
}

const primaryButton =
  'inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/**
 * The media library (back-office §2; decision 015): counts by kind, a search (file name or alt text) and
 * the kind filter, both in the URL and sent to the list call, a grid of thumbnails, a preview with copy,
 * open, alt text, "used by" and delete, the Upload Media dialog, and, beyond the spec, several files
 * dropped anywhere on the screen (or chosen at once) uploading two at a time with their own progress.
 */
export function MediaScreen() {
  const { view, updateView } = useUrlView(mediaViewSchema);
  const category = view.category ?? undefined;
  const search = view.q.trim();
  const list = useMediaAssets(category, search);
  // The counts are the whole library's, whatever the filter (the same query when there is none).
  const everything = useMediaAssets();
  const [openId, setOpenId] = useState<string | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const queue = useUploadQueue();
  const chooser = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const selectCategory = useCallback(
    (next: MediaCategory | null) => {
      updateView({ category: next });
    },
    [updateView],
  );

  const openAsset = openId
    ? (list.data?.find((asset) => asset.id === openId) ??
      everything.data?.find((asset) => asset.id === openId))
    : undefined;
  const filterLabel = CATEGORY_FILTERS.find((tab) => tab.category === (category ?? null))!.label;

  // Files dropped while a dialog is open are not taken (the upload dialog's picker takes its own).
  const dragging = useFileDrop(queue.add, !openAsset && !uploadOpen);

  const uploadButton = (
    <button type="button" onClick={() => setUploadOpen(true)} className={primaryButton}>
      <Upload aria-hidden="true" className="h-4 w-4" />
      Upload Media
    </button>
  );

  return (
    <>
      <PageHeader
        title="Media Library"
        description={
          <>
            Drop files anywhere on this page to upload several at once, or{' '}
            <button
              type="button"
              onClick={() => chooser.current?.click()}
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              choose several files
            </button>
            .
          </>
        }
        actions={uploadButton}
      />
      <input
        ref={chooser}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-label="Files to upload"
        onChange={(event) => {
          queue.add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <Counts assets={everything.data} />
      <UploadQueuePanel
        items={queue.items}
        onCancel={queue.cancel}
        onRetry={queue.retry}
        onView={setOpenId}
        onClearFinished={queue.clearFinished}
      />
      <SearchBox
        label="Search media"
        placeholder="File name or alt text"
        value={view.q}
        onCommit={(q) => updateView({ q }, { replace: true })}
        className="mb-4 sm:max-w-sm"
      />
      <CategoryTabs category={category} onSelect={selectCategory} panelRef={panel}>
        {search ? (
          <p role="status" className="mb-3 text-sm text-stone-600">
            {list.data && !list.isPlaceholderData ? matchLine(list.data.length, search) : 'Searching…'}
          </p>
        ) : null}
        {list.isPending ? (
          <LoadingState label="Loading media…" />
        ) : list.isError && !list.data ? (
          <ErrorState
            title="Error Loading Media"
            message="Failed to load media assets. Please try again."
            onRetry={() => void list.refetch()}
          />
        ) : list.data.length === 0 && search ? (
          <EmptyState
            icon={SearchX}
            title="Nothing matches your search"
            description={
              category
                ? `Every word must be in a file's name or alt text. Try other words, or All Media.`
                : `Every word must be in a file's name or alt text. Try other words.`
            }
          />
        ) : list.data.length === 0 ? (
          <EmptyState
            icon={Images}
            title={category ? `No ${filterLabel.toLowerCase()} yet` : 'No media yet'}
            description="Upload images, videos and documents to use them across the shop."
            action={uploadButton}
          />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
            {list.data.map((asset) => (
              <li key={asset.id}>
                <Tile asset={asset} onOpen={() => setOpenId(asset.id)} />
              </li>
            ))}
          </ul>
        )}
      </CategoryTabs>
      {openAsset ? (
        <MediaPreviewDialog
          key={openAsset.id}
          asset={openAsset}
          onClose={() => setOpenId(null)}
          onDeleted={() => {
            setOpenId(null);
            // The tile that opened the preview is gone: the grid takes focus instead.
            requestAnimationFrame(() => panel.current?.focus());
          }}
        />
      ) : null}
      {uploadOpen ? (
        <UploadMediaDialog initialCategory={category} onClose={() => setUploadOpen(false)} />
      ) : null}
      {dragging ? (
        <div className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center bg-brand-50/90 p-6">
          <div className="flex h-full w-full flex-col items-center justify-center gap-3 rounded-2xl border-4 border-dashed border-brand-600 text-center">
            <Upload aria-hidden="true" className="h-12 w-12 text-brand-700" />
            <p className="text-xl font-semibold text-stone-900">Drop files to upload them</p>
            <p className="text-sm text-stone-700">Images, videos and PDF documents</p>
          </div>
        </div>
      ) : null}
    </>
  );
}

import { Check, ExternalLink, SearchX } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { MediaAsset } from '../../../../common/media/media-schemas';
import type { MediaCategory } from '../../../../common/media/upload-rules';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../data/admin-api';
import { EmptyState, ErrorState, LoadingState } from '../../kit/states';
import { MediaCard } from './media-card';
import { KIND_LABELS, canChoose, filterAssets } from './media-picker-rules';
import { useMediaAssets } from './use-media-assets';

export const MEDIA_LIBRARY_PATH = '/admin/media';

/** Back-office §2: the media selector's 'Go to Media Library' link opens /admin/media in a new tab. */
export function MediaLibraryLink({ className }: { className?: string }) {
  return (
    <a
      href={MEDIA_LIBRARY_PATH}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none',
        className,
      )}
    >
      Go to Media Library
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** What a tile's button is described by, beyond the file name it shows: the alt text and the status. */
function tileDetails(asset: MediaAsset): string {
  const parts: string[] = [];
  if (asset.altText) parts.push(asset.altText);
  if (!canChoose(asset)) parts.push('still processing, cannot be chosen yet');
  else if (asset.status === 'failed') parts.push('video unavailable');
  return parts.join(', ');
}

function Tile({
  asset,
  selected,
  onSelect,
  onChoose,
}: {
  asset: MediaAsset;
  selected: boolean;
  onSelect: (asset: MediaAsset) => void;
  onChoose: (asset: MediaAsset) => void;
}) {
  const choosable = canChoose(asset);
  const detailsId = useId();
  const details = tileDetails(asset);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (choosable) onChoose(asset);
  }
  return (
    <MediaCard
      asset={asset}
      aria-pressed={selected}
      aria-disabled={choosable ? undefined : true}
      aria-describedby={details ? detailsId : undefined}
      title={choosable ? asset.fileName : 'Still processing: it can be chosen once it is ready'}
      onClick={() => choosable && onSelect(asset)}
      onDoubleClick={() => choosable && onChoose(asset)}
      onKeyDown={onKeyDown}
      className={cn(
        'border-2',
        selected ? 'border-brand-700' : 'border-stone-200 hover:border-stone-400',
        !choosable && 'cursor-not-allowed opacity-70',
      )}
    >
      {details ? (
        <span id={detailsId} className="sr-only">
          {details}
        </span>
      ) : null}
      {selected ? (
        <span className="pointer-events-none absolute top-1.5 right-1.5 rounded-full bg-brand-700 p-1 text-white shadow">
          <Check aria-hidden="true" className="h-4 w-4" />
        </span>
      ) : null}
    </MediaCard>
  );
}

/**
 * The media picker's library tab: a search box (file name and alt text), the kind switch (only the
 * kinds the picker takes), and the grid. A tile is selected with a click or Space, chosen at once with
 * a double click or Enter; a video still `processing` cannot be chosen until it is ready.
 */
export function PickerLibrary({
  kinds,
  kind,
  onKindChange,
  selectedId,
  onSelect,
  onChoose,
}: {
  kinds: readonly MediaCategory[];
  kind: MediaCategory;
  onKindChange: (kind: MediaCategory) => void;
  selectedId: string | null;
  onSelect: (asset: MediaAsset) => void;
  onChoose: (asset: MediaAsset) => void;
}) {
  const [search, setSearch] = useState('');
  const query = useMediaAssets(kind);
  const shown = useMemo(() => filterAssets(query.data ?? [], search), [query.data, search]);
  const searchId = useId();
  const many = KIND_LABELS[kind].many.toLowerCase();
  const total = query.data?.length ?? 0;

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="text-sm font-medium text-stone-800">
            Search
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder="File name or alt text"
            onChange={(event) => setSearch(event.currentTarget.value)}
            className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
          />
        </div>
        {kinds.length > 1 ? (
          <fieldset className="shrink-0">
            <legend className="sr-only">Type of media</legend>
            <div className="inline-flex rounded-lg bg-stone-100 p-1">
              {kinds.map((option) => (
                <label
                  key={option}
                  className={cn(
                    'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700',
                    option === kind
                      ? 'bg-white text-stone-900 shadow-sm'
                      : 'text-stone-700 hover:text-stone-900',
                  )}
                >
                  <input
                    type="radio"
                    name={`${searchId}-kind`}
                    value={option}
                    checked={option === kind}
                    onChange={() => onKindChange(option)}
                    className="sr-only"
                  />
                  {KIND_LABELS[option].many}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </div>

      <p role="status" className="min-h-5 text-sm text-stone-600">
        {query.isPending || (query.isError && !query.data)
          ? ''
          : search.trim()
            ? `${shown.length} of ${total} ${many} match`
            : `${total} ${total === 1 ? KIND_LABELS[kind].one : many}`}
      </p>

      {query.isPending ? (
        <LoadingState label={`Loading ${many}…`} />
      ) : query.isError && !query.data ? (
        <ErrorState
          title="Failed to load media assets"
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : total === 0 ? (
        <EmptyState
          title={`No ${many} yet`}
          description="Upload one in the Upload New tab, or manage your files in the Media Library."
          action={<MediaLibraryLink />}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="Nothing matches your search"
          description="Try another file name or alt text."
        />
      ) : (
        <ul
          aria-label={KIND_LABELS[kind].many}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
        >
          {shown.map((asset) => (
            <li key={asset.id}>
              <Tile
                asset={asset}
                selected={asset.id === selectedId}
                onSelect={onSelect}
                onChoose={onChoose}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

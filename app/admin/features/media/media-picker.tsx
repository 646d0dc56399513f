import { useId, useState, type ReactNode } from 'react';
import type { MediaAsset } from '../../../../common/media/media-schemas';
import type { MediaCategory, UploadPurpose } from '../../../../common/media/upload-rules';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { TabList } from '../../kit/tab-list';
import { MediaLibraryLink, PickerLibrary } from './media-picker-library';
import { PickerUpload } from './media-picker-upload';
import { canChoose, kindsPhrase } from './media-picker-rules';

export type MediaPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The kind shown first. */
  kind?: MediaCategory;
  /** The kinds that may be chosen (the library's switch and the upload's file types). */
  allowKinds?: readonly MediaCategory[];
  /** Where an upload starts (kept with an upload URL); the limits are each kind's own everywhere. */
  purpose?: UploadPurpose;
  /** The chosen item; the picker closes after it. */
  onSelect: (asset: MediaAsset) => void;
  title?: string;
};

const TABS = [
  { key: 'library', label: 'Media Library' },
  { key: 'upload', label: 'Upload New' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const DEFAULT_KINDS: readonly MediaCategory[] = ['image', 'video'];

/** What the dialog holds; mounted while it is open, so each opening starts afresh. */
function PickerBody({
  kinds,
  initialKind,
  purpose,
  onSelect,
  onClose,
}: {
  kinds: readonly MediaCategory[];
  initialKind: MediaCategory;
  purpose: UploadPurpose;
  onSelect: (asset: MediaAsset) => void;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<TabKey>('library');
  const [kind, setKind] = useState(initialKind);
  const [selected, setSelected] = useState<MediaAsset | null>(null);
  const baseId = useId();
  const idOf = (key: TabKey, part: 'tab' | 'panel') => `${baseId}-${key}-${part}`;

  // Both panels stay mounted, so each keeps its state (a search, an upload) while the other shows.
  const panel = (key: TabKey, content: ReactNode) => (
    <div id={idOf(key, 'panel')} role="tabpanel" aria-labelledby={idOf(key, 'tab')} hidden={tab !== key}>
      {content}
    </div>
  );

  function choose(asset: MediaAsset | null) {
    if (!asset || !canChoose(asset)) return;
    onSelect(asset);
    onClose();
  }

  return (
    <>
      <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">
        {/* Arrows, Home and End move and select; Tab goes to the panel. */}
        <TabList
          label="Where the media comes from"
          tabClassName="flex-1 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none sm:flex-none"
          items={TABS.map((item) => ({
            key: item.key,
            label: item.label,
            id: idOf(item.key, 'tab'),
            controls: idOf(item.key, 'panel'),
          }))}
          selected={tab}
          onSelect={setTab}
        />
        {panel(
          'library',
          <PickerLibrary
            kinds={kinds}
            kind={kind}
            onKindChange={setKind}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
            onChoose={choose}
          />,
        )}
        {panel(
          'upload',
          <PickerUpload
            kinds={kinds}
            purpose={purpose}
            onUploaded={(asset) => {
              setSelected(asset);
              if (kinds.includes(asset.category)) setKind(asset.category);
            }}
          />,
        )}
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white px-4 py-3 sm:px-6">
        <MediaLibraryLink />
        <p aria-live="polite" className="min-w-0 flex-1 truncate text-sm text-stone-600">
          {selected ? (
            <>
              Selected: <span className="font-medium text-stone-900">{selected.fileName}</span>
            </>
          ) : (
            'Nothing selected'
          )}
        </p>
        <div className="flex w-full gap-2 sm:w-auto">
          <button
            type="button"
            onClick={onClose}
            className="flex-1 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 sm:flex-none"
          >
            Cancel
          </button>
          <button
            type="button"
            disabled={!selected}
            onClick={() => choose(selected)}
            className="flex-1 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 sm:flex-none"
          >
            Select
          </button>
        </div>
      </div>
    </>
  );
}

/**
 * The media picker (back-office §2 "reusable media selector"; decision 015): one dialog for every screen
 * that chooses media (the logo, products, content sections, testimonials). Two tabs: Media Library
 * (search by file name or alt text, the image/video switch, a grid of tiles) and Upload New (a file
 * with its progress; the new item is selected). 'Go to Media Library' opens /admin/media in a new tab.
 * Full screen on phones. `onSelect` gets the chosen item, then the picker closes.
 *
 *   <MediaPicker open={open} onOpenChange={setOpen} allowKinds={['image']} purpose="product"
 *                onSelect={(asset) => setImage(asset.fileUrl)} />
 */
export function MediaPicker({
  open,
  onOpenChange,
  kind = 'image',
  allowKinds = DEFAULT_KINDS,
  purpose = 'content',
  onSelect,
  title,
}: MediaPickerProps) {
  const kinds = allowKinds.length ? [...new Set(allowKinds)] : DEFAULT_KINDS;
  const initialKind = kinds.includes(kind) ? kind : kinds[0]!;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={title ?? `Choose ${kindsPhrase(kinds)}`}
          description="Choose from the media library or upload a new file."
          size="2xl"
          className="max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:rounded-none"
        >
          <PickerBody
            kinds={kinds}
            initialKind={initialKind}
            purpose={purpose}
            onSelect={onSelect}
            onClose={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

import { mediaFileName } from '../../kit/format';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronLeft, ChevronRight, GripVertical, ImageOff, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { get, useFormState, type FieldError } from 'react-hook-form';
import { MAX_GALLERY_IMAGES } from '../../../../common/catalog/product-admin-schemas';
import { MediaPicker } from '../media';
import { cn } from '../../../lib/cn';
import { notify, notifyError } from '../../../lib/toast';
import { secondaryButton, Section } from '../../forms/editor-fields';
import type { useBoundField } from '../../forms/fields';
import {
  addedMessage,
  addImage,
  keepFirstOnly,
  makePrimary,
  moveImage,
  removeImage,
  type GalleryChange,
} from './gallery-rules';

/** Stable ids for the images (an address may appear twice): the address and its occurrence. */
function imageIds(gallery: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return gallery.map((url) => {
    const n = seen.get(url) ?? 0;
    seen.set(url, n + 1);
    return `${url}#${n}`;
  });
}

const iconButton =
  'inline-flex items-center justify-center rounded-md border border-stone-300 bg-white p-1.5 text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

function Thumbnail({ url }: { url: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span className="flex aspect-square w-full flex-col items-center justify-center gap-1 bg-stone-100 text-xs text-stone-600">
        <ImageOff aria-hidden="true" className="h-8 w-8 text-stone-400" />
        Image unavailable
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      className="aspect-square w-full bg-stone-100 object-cover"
    />
  );
}

function SortableImage({
  id,
  url,
  index,
  count,
  error,
  onMove,
  onPrimary,
  onRemove,
}: {
  id: string;
  url: string;
  index: number;
  count: number;
  error?: string;
  onMove: (to: number) => void;
  onPrimary: () => void;
  onRemove: () => void;
}) {
  const sortable = useSortable({ id });
  const n = index + 1;
  const name = mediaFileName(url);
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        'relative overflow-hidden rounded-lg border bg-white shadow-sm',
        error ? 'border-red-600' : 'border-stone-200',
        sortable.isDragging && 'z-10 opacity-80 shadow-lg',
      )}
      aria-label={`Image ${n} of ${count}${index === 0 ? ', primary' : ''}: ${name}`}
    >
      <Thumbnail url={url} />
      {index === 0 ? (
        <span className="absolute top-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
          <Star aria-hidden="true" className="h-3 w-3" />
          Primary
        </span>
      ) : null}
      <button
        type="button"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={`Drag image ${n} to reorder`}
        className="absolute top-1.5 right-1.5 cursor-grab touch-none rounded-md bg-white/90 p-1 text-stone-800 shadow focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="h-4 w-4" />
      </button>
      <div className="space-y-1.5 p-2">
        <p className="truncate text-xs text-stone-700" title={url}>
          {n}. {name}
        </p>
        {error ? <p className="text-xs text-red-700">{error}</p> : null}
        <div className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            onClick={() => onMove(index - 1)}
            disabled={index === 0}
            aria-label={`Move image ${n} earlier`}
            className={iconButton}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          </button>
          <button
            type="button"
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1}
            aria-label={`Move image ${n} later`}
            className={iconButton}
          >
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </button>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove image ${n}`}
            className={cn(iconButton, 'ml-auto border-red-200 text-red-800 hover:bg-red-50')}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        {index > 0 ? (
          <button
            type="button"
            onClick={onPrimary}
            className={cn(secondaryButton, 'w-full px-2 py-1 text-xs')}
          >
            <Star aria-hidden="true" className="h-3.5 w-3.5" />
            Set Primary<span className="sr-only"> (image {n})</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The image gallery (back-office §2 Media, §4, §5): the first image is the primary, shown first on
 * the product page. Drag an image by its handle to reorder, or with the keyboard (Space or Enter on
 * the handle, the arrow keys, Space again), or with its arrows; Set Primary moves one to the front;
 * Remove; Remove all but the first. Add Image opens the media picker (Media Library, Upload New).
 * At most 10, at least one once there is one.
 */
export function ProductGallery({ gallery: field }: { gallery: ReturnType<typeof useBoundField<string[]>> }) {
  const { value: gallery, onChange } = field;
  // The gallery's own problem, and each image's by its place (`gallery.N`).
  const { errors } = useFormState({ name: 'gallery' });
  const problemOf = (index: number) => (get(errors, `gallery.${index}`) as FieldError | undefined)?.message;
  const [picking, setPicking] = useState(false);
  const ids = useMemo(() => imageIds(gallery), [gallery]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up image ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Image ${position(active.id)} is over position ${position(over.id)} of ${ids.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Image ${position(active.id)} was moved to position ${position(over.id)} of ${ids.length}.`
        : `Image ${position(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving image ${position(active.id)} was cancelled.`,
  };

  function apply(change: GalleryChange, added = false) {
    if (!change.ok) {
      notifyError(change.refusal.title, change.refusal.description);
      return;
    }
    onChange(change.gallery);
    if (added) {
      const message = addedMessage(change.gallery);
      notify(message.title, message.description);
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onChange(moveImage(gallery, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  return (
    <Section
      title="Image gallery"
      description={`The first image is the primary. Up to ${MAX_GALLERY_IMAGES} images; drag to reorder.`}
      actions={
        <>
          <button
            type="button"
            onClick={() =>
              gallery.length >= MAX_GALLERY_IMAGES ? apply(addImage(gallery, '')) : setPicking(true)
            }
            className={secondaryButton}
          >
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
            Add Image
          </button>
          <button
            type="button"
            onClick={() => onChange(keepFirstOnly(gallery))}
            disabled={gallery.length <= 1}
            className={secondaryButton}
          >
            Remove all but the first
          </button>
        </>
      }
    >
      <p className="text-sm text-stone-700" aria-live="polite">
        {gallery.length} of {MAX_GALLERY_IMAGES} images
      </p>
      {field.error ? <p className="text-sm text-red-700">{field.error}</p> : null}
      {gallery.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
          No images yet. Upload a primary image or add one from the media library.
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <ol aria-label="Gallery images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
              {gallery.map((url, index) => (
                <SortableImage
                  key={ids[index]}
                  id={ids[index]!}
                  url={url}
                  index={index}
                  count={gallery.length}
                  error={problemOf(index)}
                  onMove={(to) => onChange(moveImage(gallery, index, to))}
                  onPrimary={() => onChange(makePrimary(gallery, index))}
                  onRemove={() => apply(removeImage(gallery, index))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        allowKinds={['image']}
        purpose="product"
        title="Add an image to the gallery"
        onSelect={(asset) => apply(addImage(gallery, asset.fileUrl), true)}
      />
    </Section>
  );
}

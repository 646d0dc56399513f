import { Film, ImageIcon, X } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import type { UploadPurpose } from '../../../../common/media/upload-rules';
import { fieldId, secondaryButton } from '../../forms/editor-fields';
import { mediaFileName } from '../../kit/format';
import { MediaPicker } from './media-picker';

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m3u8)(\?|#|$)/i;

/**
 * An image (or video) chosen through the media picker (Media Library and Upload New): a preview, Choose
 * or Change, and Remove. `name` is the field's key; its button takes focus when the field has a problem.
 * `kind` 'video' offers videos (the picker's switch still shows images); 'image' offers images only.
 */
export function MediaChooser({
  name,
  label,
  value,
  onChange,
  error,
  pickerTitle,
  kind = 'image',
  purpose = 'product',
  hint,
  buttonRef,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  pickerTitle: string;
  kind?: 'image' | 'video';
  purpose?: UploadPurpose;
  hint?: ReactNode;
  /** The Choose button, which takes focus when the field has a problem (the form engine's ref). */
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const [open, setOpen] = useState(false);
  const id = fieldId(name);
  const noun = kind === 'video' ? 'video' : 'image';
  const isVideo = VIDEO_FILE.test(value);
  return (
    <div className="min-w-0">
      <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </p>
      <div className="mt-1 flex items-center gap-3">
        <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
          {value && !isVideo ? (
            <img src={value} alt="" className="h-full w-full object-cover" />
          ) : isVideo ? (
            <Film aria-hidden="true" className="h-6 w-6 text-stone-500" />
          ) : (
            <ImageIcon aria-hidden="true" className="h-6 w-6 text-stone-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <p className="truncate text-xs text-stone-600">{value ? mediaFileName(value) : `No ${noun}`}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              id={id}
              name={name}
              ref={buttonRef}
              onClick={() => setOpen(true)}
              aria-describedby={
                [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
              }
              className={secondaryButton}
            >
              {value ? `Change ${noun}` : `Choose ${noun}`}
              <span className="sr-only"> ({label})</span>
            </button>
            {value ? (
              <button type="button" onClick={() => onChange('')} className={secondaryButton}>
                <X aria-hidden="true" className="h-4 w-4" />
                Remove {noun}
                <span className="sr-only"> ({label})</span>
              </button>
            ) : null}
          </div>
        </div>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <MediaPicker
        open={open}
        onOpenChange={setOpen}
        kind={kind}
        allowKinds={kind === 'video' ? ['video', 'image'] : ['image']}
        purpose={purpose}
        title={pickerTitle}
        onSelect={(asset) => onChange(asset.fileUrl)}
      />
    </div>
  );
}

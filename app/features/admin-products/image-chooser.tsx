import { ImageIcon, X } from 'lucide-react';
import { useState } from 'react';
import { MediaPicker } from '../../components/admin/media/media-picker';
import { fieldId, secondaryButton } from './fields';
import { imageName } from './gallery-rules';

/**
 * An image chosen through the media picker (Media Library and Upload New): a preview, Choose or Change,
 * and Remove. `name` is the field's key; its button takes focus when the field has a problem.
 */
export function ImageChooser({
  name,
  label,
  value,
  onChange,
  error,
  pickerTitle,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  pickerTitle: string;
}) {
  const [open, setOpen] = useState(false);
  const id = fieldId(name);
  return (
    <div className="min-w-0">
      <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </p>
      <div className="mt-1 flex items-center gap-3">
        <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
          {value ? (
            <img src={value} alt="" className="h-full w-full object-cover" />
          ) : (
            <ImageIcon aria-hidden="true" className="h-6 w-6 text-stone-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <p className="truncate text-xs text-stone-600">{value ? imageName(value) : 'No image'}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              id={id}
              name={name}
              onClick={() => setOpen(true)}
              aria-describedby={error ? `${id}-error` : undefined}
              className={secondaryButton}
            >
              {value ? 'Change image' : 'Choose image'}
              <span className="sr-only"> ({label})</span>
            </button>
            {value ? (
              <button type="button" onClick={() => onChange('')} className={secondaryButton}>
                <X aria-hidden="true" className="h-4 w-4" />
                Remove image<span className="sr-only"> ({label})</span>
              </button>
            ) : null}
          </div>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <MediaPicker
        open={open}
        onOpenChange={setOpen}
        allowKinds={['image']}
        purpose="product"
        title={pickerTitle}
        onSelect={(asset) => onChange(asset.fileUrl)}
      />
    </div>
  );
}

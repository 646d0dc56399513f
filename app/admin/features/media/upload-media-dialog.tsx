import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CATEGORY_ACCEPT,
  CATEGORY_HINTS,
  categoryOfType,
  MEDIA_CATEGORIES,
  tooLargeMessage,
  uploadLimit,
  type MediaCategory,
} from '../../../../common/media/upload-rules';
import { errorMessage } from '../../data/admin-api';
import { limitHints, progressText } from './media-picker-rules';
import { isAbortError, uploadMedia, type UploadProgress } from './upload-media';
import { UploadProgressBar } from './upload-progress-bar';
import { adminKeys } from '../../data/query-keys';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { notify, notifyError } from '../../../lib/toast';
import { formatFileSize } from '../../kit/format';
import { CATEGORY_NAMES } from './media-view';
import { controlClass as control } from '../../kit/filter-styles';

/** Back-office §9: the dialog closes a second after a successful upload. */
export const CLOSE_AFTER_SUCCESS_MS = 1000;

const labelText = 'mb-1 block text-sm font-medium text-stone-800';

type Phase = 'idle' | 'uploading' | 'done';

/**
 * The Upload Media dialog (back-office §4, §5): a file and a category, both required ('Please upload a
 * file and select a category'); the file picker offers the category's types and its format hint with its
 * size limit (every kind's limit before a category is chosen), and a file over it is refused before a
 * byte is sent; while uploading the buttons are disabled and say 'Uploading...' over a real progress
 * bar, which says 'Making sizes…' once the bytes have arrived and the server makes an image's sizes;
 * success toasts 'Upload successful' and closes the dialog a second later; failure toasts 'Upload
 * failed' with the error ('Failed to upload media' when there is none to show) and keeps the dialog open
 * to try again.
 */
export function UploadMediaDialog({
  initialCategory,
  onClose,
}: {
  /** The library's filter, when one is set: the likely category. */
  initialCategory?: MediaCategory;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<MediaCategory | ''>(initialCategory ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ids = { category: useId(), file: useId(), hint: useId(), alt: useId(), problem: useId() };
  const busy = phase !== 'idle';
  // The limit of the file's kind, the same on every upload path (decision 015), said before sending.
  const kind = category || (file ? categoryOfType(file.type) : null);
  const tooLarge =
    file && kind && file.size > uploadLimit(kind) ? tooLargeMessage(file.name, uploadLimit(kind)) : null;
  const shown = problem ?? (busy ? null : tooLarge);

  useEffect(
    () => () => {
      abort.current?.abort();
      clearTimeout(closeTimer.current);
    },
    [],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!file || !category) {
      setProblem('Please upload a file and select a category');
      return;
    }
    if (tooLarge) return;
    setProblem(null);
    setPhase('uploading');
    setProgress(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      await uploadMedia(file, {
        category,
        altText: category === 'document' ? undefined : altText,
        signal: controller.signal,
        onProgress: setProgress,
      });
      setPhase('done');
      notify('Upload successful', `${file.name} was added to the media library`);
      void queryClient.invalidateQueries({ queryKey: adminKeys.media });
      closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    } catch (error) {
      if (isAbortError(error)) return;
      const message = errorMessage(error, 'Failed to upload media');
      setPhase('idle');
      setProblem(message);
      notifyError('Upload failed', message);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent title="Upload Media" description="Add an image, video or document to the library.">
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 px-4 pb-6 sm:px-6">
          <div>
            <label htmlFor={ids.category} className={labelText}>
              Category
            </label>
            <select
              id={ids.category}
              value={category}
              disabled={busy}
              required
              onChange={(event) => setCategory(event.target.value as MediaCategory | '')}
              className={control}
            >
              <option value="">Select a category</option>
              {MEDIA_CATEGORIES.map((option) => (
                <option key={option} value={option}>
                  {CATEGORY_NAMES[option]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.file} className={labelText}>
              File
            </label>
            <input
              id={ids.file}
              type="file"
              required
              disabled={busy}
              accept={(category && CATEGORY_ACCEPT[category]) || undefined}
              aria-describedby={ids.hint}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setProblem(null);
                if (chosen && !category) setCategory(categoryOfType(chosen.type));
              }}
              className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-stone-800 hover:file:bg-stone-100"
            />
            {category ? (
              <p id={ids.hint} className="mt-1 text-xs text-stone-600">
                {CATEGORY_HINTS[category]}
              </p>
            ) : (
              <ul id={ids.hint} className="mt-1 space-y-0.5 text-xs text-stone-600">
                {limitHints(MEDIA_CATEGORIES).map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            )}
            {file ? (
              <p className="mt-1 text-xs break-all text-stone-700">
                {file.name} · {formatFileSize(file.size)}
              </p>
            ) : null}
          </div>
          {category && category !== 'document' ? (
            <div>
              <label htmlFor={ids.alt} className={labelText}>
                Alt text <span className="font-normal text-stone-600">(optional)</span>
              </label>
              <input
                id={ids.alt}
                value={altText}
                maxLength={300}
                disabled={busy}
                onChange={(event) => setAltText(event.target.value)}
                className={control}
              />
            </div>
          ) : null}
          {busy ? (
            <div className="space-y-1">
              <UploadProgressBar
                percent={phase === 'done' ? 100 : (progress?.percent ?? 0)}
                label={`Upload of ${file?.name ?? 'the file'}`}
                valueText={phase === 'uploading' && progress ? progressText(progress) : undefined}
                tone={phase === 'done' ? 'done' : 'busy'}
              />
              <p className="text-xs text-stone-700" aria-live="polite">
                {phase === 'done' ? 'Upload complete' : progress ? progressText(progress) : '0%'}
              </p>
            </div>
          ) : null}
          {shown ? (
            <p
              id={ids.problem}
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {shown}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {phase === 'uploading' ? (
                <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <Upload aria-hidden="true" className="h-4 w-4" />
              )}
              {busy ? 'Uploading...' : 'Upload'}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

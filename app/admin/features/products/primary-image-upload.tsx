import { mediaFileName } from '../../kit/format';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { CATEGORY_ACCEPT } from '../../../../common/media/upload-rules';
import { AdminApiError } from '../../data/admin-api';
import { METER_START, limitHints, meterProgress, uploadFailedMessage, type UploadMeter } from '../media';
import { isAbortError, uploadMedia } from '../media';
import { UploadMeterBar } from '../media';
import { adminKeys } from '../../data/query-keys';
import { cn } from '../../../lib/cn';
import { notify, notifyError } from '../../../lib/toast';
import { Section } from '../../forms/editor-fields';
import type { useBoundField } from '../../forms/fields';
import { addedMessage, addImage } from './gallery-rules';

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; meter: UploadMeter }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; message: string };

/** What the server said went wrong; null when it gave no reason ('Unknown error'). */
function serverSaid(error: unknown): string | null {
  if (!(error instanceof AdminApiError)) return null;
  return error.message.startsWith('HTTP error!') ? null : error.message;
}

/**
 * The primary image upload (back-office §2 Media, §4 upload states): a file goes to the media library
 * (an image's one limit, as everywhere) with its progress in steps of 25, 50, 75 and 100, and becomes the
 * gallery's first image, the primary; the former primary moves to second place.
 */
export function PrimaryImageUpload({
  gallery: field,
}: {
  gallery: ReturnType<typeof useBoundField<string[]>>;
}) {
  const { value: gallery, onChange } = field;
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // The gallery as it is when the upload ends (it may have changed meanwhile).
  const latest = useRef(gallery);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    latest.current = gallery;
  }, [gallery]);
  useEffect(() => () => controller.current?.abort(), []);

  async function upload(file: File) {
    const room = addImage(latest.current, '');
    if (!room.ok) {
      notifyError(room.refusal.title, room.refusal.description);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    let meter = METER_START;
    setState({ phase: 'uploading', fileName: file.name, meter });
    try {
      const stored = await uploadMedia(file, {
        category: 'image',
        purpose: 'product',
        signal: abort.signal,
        onProgress: (progress) => {
          meter = meterProgress(meter, progress);
          setState({ phase: 'uploading', fileName: file.name, meter });
        },
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.media });
      const change = addImage(latest.current, stored.asset.fileUrl, 'front');
      if (!change.ok) {
        setState({ phase: 'failed', message: change.refusal.description });
        notifyError(change.refusal.title, change.refusal.description);
        return;
      }
      onChange(change.gallery);
      setState({ phase: 'done', fileName: file.name });
      const message = addedMessage(change.gallery);
      notify(message.title, message.description);
    } catch (error) {
      if (isAbortError(error)) return;
      const message = uploadFailedMessage(serverSaid(error));
      setState({ phase: 'failed', message });
      notifyError('Error', message);
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  const busy = state.phase === 'uploading';
  const primary = gallery[0];
  return (
    <Section title="Primary image" description="The image the shop shows first for this product.">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="w-32 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
          {primary ? (
            <img src={primary} alt="" className="aspect-square w-full object-cover" />
          ) : (
            <p className="flex aspect-square items-center justify-center p-2 text-center text-xs text-stone-600">
              No primary image
            </p>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          {primary ? <p className="truncate text-sm text-stone-700">{mediaFileName(primary)}</p> : null}
          <div>
            <input
              id={inputId}
              type="file"
              accept={CATEGORY_ACCEPT.image}
              disabled={busy}
              aria-describedby={hintId}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) void upload(file);
              }}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={cn(
                'inline-flex cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 hover:bg-stone-100',
                busy && 'cursor-not-allowed opacity-60',
              )}
            >
              <Upload aria-hidden="true" className="h-4 w-4" />
              {busy ? 'Uploading...' : 'Upload primary image'}
            </label>
            <p id={hintId} className="mt-1 text-xs text-stone-600">
              {limitHints(['image'])[0]}.
            </p>
          </div>
          {state.phase === 'uploading' ? (
            <UploadMeterBar meter={state.meter} label={`Upload of ${state.fileName}`} />
          ) : null}
          <div role="status" className="text-sm">
            {state.phase === 'done' ? (
              <p className="flex items-center gap-1 text-green-800">
                <CircleCheck aria-hidden="true" className="h-4 w-4" />
                {state.fileName} uploaded and set as the primary image.
              </p>
            ) : null}
          </div>
          {state.phase === 'failed' ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {state.message}
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}

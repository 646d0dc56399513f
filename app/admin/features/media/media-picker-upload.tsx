import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, FileUp, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { MediaAsset } from '../../../../common/media/media-schemas';
import {
  categoryOfType,
  tooLargeMessage,
  uploadLimit,
  type MediaCategory,
  type UploadPurpose,
} from '../../../../common/media/upload-rules';
import { cn } from '../../../lib/cn';
import { AdminApiError } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';
import { MediaThumbnail } from './media-thumbnail';
import {
  METER_START,
  acceptFor,
  kindsPhrase,
  limitHints,
  meterProgress,
  uploadFailedMessage,
  type UploadMeter,
} from './media-picker-rules';
import { formatFileSize } from '../../kit/format';
import { isAbortError, uploadMedia } from './upload-media';
import { UploadMeterBar } from './upload-progress-bar';

type State =
  | { phase: 'idle' }
  | { phase: 'picked'; file: File; problem: string | null }
  | { phase: 'uploading'; file: File; meter: UploadMeter }
  | { phase: 'failed'; file: File; message: string }
  | { phase: 'done'; asset: MediaAsset };

/** What the server (or the network) said went wrong; null when it gave no reason ('Unknown error'). */
function serverSaid(error: unknown): string | null {
  if (!(error instanceof AdminApiError)) return null;
  return error.message.startsWith('HTTP error!') ? null : error.message;
}

/**
 * Checks a file before a byte is sent: its kind is one this picker takes, and it is within its kind's
 * limit (the same as in the library and for the logo).
 */
function check(file: File, kinds: readonly MediaCategory[]): string | null {
  if (!file.type) return null; // the server reads the bytes and decides
  const kind = categoryOfType(file.type);
  if (!kinds.includes(kind)) return `Please choose ${kindsPhrase(kinds)} file.`;
  const limit = uploadLimit(kind);
  return file.size > limit ? tooLargeMessage(file.name, limit) : null;
}

/**
 * The media picker's Upload New tab: choose or drop one file, see the formats and limits first, send it
 * with a progress bar (steps 25, 50, 75, 100 and the real percentage where the browser reports it),
 * then the new item is selected in the picker and the library lists refresh.
 */
export function PickerUpload({
  kinds,
  purpose,
  onUploaded,
}: {
  kinds: readonly MediaCategory[];
  purpose: UploadPurpose;
  onUploaded: (asset: MediaAsset) => void;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [altText, setAltText] = useState('');
  const [dragging, setDragging] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const inputId = useId();
  const hintId = useId();
  const altId = useId();

  // Closing the picker mid-upload stops it.
  useEffect(() => () => controller.current?.abort(), []);

  function pick(file: File | undefined) {
    if (!file || state.phase === 'uploading') return;
    setState({ phase: 'picked', file, problem: check(file, kinds) });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  }

  async function upload(file: File) {
    const abort = new AbortController();
    controller.current = abort;
    let meter = METER_START;
    setState({ phase: 'uploading', file, meter });
    const declared = file.type ? categoryOfType(file.type) : undefined;
    try {
      const stored = await uploadMedia(file, {
        category: declared && kinds.includes(declared) ? declared : undefined,
        purpose,
        altText: altText.trim() || undefined,
        signal: abort.signal,
        onProgress: (progress) => {
          meter = meterProgress(meter, progress);
          setState({ phase: 'uploading', file, meter });
        },
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.media });
      if (!kinds.includes(stored.asset.category)) {
        setState({
          phase: 'failed',
          file,
          message: `${stored.asset.fileName} is ${kindsPhrase([stored.asset.category])}: please choose ${kindsPhrase(kinds)} file. It is in the Media Library.`,
        });
        return;
      }
      setState({ phase: 'done', asset: stored.asset });
      setAltText('');
      onUploaded(stored.asset);
    } catch (error) {
      if (isAbortError(error)) return;
      setState({
        phase: 'failed',
        file,
        message: uploadFailedMessage(serverSaid(error)),
      });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  const busy = state.phase === 'uploading';
  const file =
    state.phase === 'picked' || state.phase === 'uploading' || state.phase === 'failed' ? state.file : null;
  const problem = state.phase === 'picked' ? state.problem : null;
  const alert = problem ?? (state.phase === 'failed' ? state.message : null);
  const takesAlt = kinds.includes('image') && (!file?.type || categoryOfType(file.type) === 'image');

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center',
          dragging ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-stone-50',
        )}
      >
        <FileUp aria-hidden="true" className="h-10 w-10 text-stone-500" />
        <p className="text-sm text-stone-700">Drop a file here, or</p>
        <div>
          <input
            id={inputId}
            type="file"
            accept={acceptFor(kinds)}
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => {
              pick(event.currentTarget.files?.[0]);
              event.currentTarget.value = ''; // the same file may be chosen again after a failure
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cn(
              'inline-flex cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 hover:bg-stone-100',
              busy && 'cursor-not-allowed opacity-60',
            )}
          >
            Choose a file
          </label>
        </div>
        <ul id={hintId} className="space-y-0.5 text-xs text-stone-600">
          {limitHints(kinds).map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      </div>

      {file ? (
        <p className="text-sm text-stone-800">
          <span className="font-medium break-all">{file.name}</span>{' '}
          <span className="text-stone-600">({formatFileSize(file.size)})</span>
        </p>
      ) : null}

      {takesAlt && (state.phase === 'picked' || state.phase === 'failed') ? (
        <div>
          <label htmlFor={altId} className="text-sm font-medium text-stone-800">
            Alt text <span className="font-normal text-stone-600">(optional, describes the image)</span>
          </label>
          <input
            id={altId}
            type="text"
            value={altText}
            maxLength={300}
            onChange={(event) => setAltText(event.currentTarget.value)}
            className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
          />
        </div>
      ) : null}

      {alert ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {alert}
        </p>
      ) : null}

      {state.phase === 'uploading' || state.phase === 'done' ? (
        <UploadMeterBar
          meter={state.phase === 'done' ? { step: 100, real: 100 } : state.meter}
          label="Upload progress"
        />
      ) : null}

      {(state.phase === 'picked' && !problem) || state.phase === 'failed' || state.phase === 'uploading' ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => file && void upload(file)}
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          {busy ? 'Uploading...' : state.phase === 'failed' ? 'Try again' : 'Upload'}
        </button>
      ) : null}

      <div role="status" className="text-sm">
        {state.phase === 'done' ? (
          <div className="flex items-center gap-3 rounded-md bg-brand-50 p-3 text-brand-800">
            <MediaThumbnail asset={state.asset} className="h-14 w-14 shrink-0 rounded" />
            <p className="flex items-start gap-1">
              <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                Uploaded <span className="font-medium break-all">{state.asset.fileName}</span>. It is
                selected: press Select to use it.
              </span>
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

import { CircleAlert, CircleCheck, Clock, LoaderCircle, X } from 'lucide-react';
import { progressText } from './media-picker-rules';
import { UploadProgressBar } from './upload-progress-bar';
import { formatFileSize } from '../../kit/format';
import type { QueuedUpload } from './use-upload-queue';

const smallButton =
  'rounded-md border border-stone-300 bg-white px-2.5 py-1 text-xs font-semibold text-stone-800 hover:bg-stone-100';

function summary(items: QueuedUpload[]): string {
  const count = (state: QueuedUpload['state']) => items.filter((item) => item.state === state).length;
  const going = count('queued') + count('uploading');
  const parts = [
    going ? `${going} uploading` : null,
    count('done') ? `${count('done')} uploaded` : null,
    count('failed') ? `${count('failed')} failed` : null,
    count('cancelled') ? `${count('cancelled')} cancelled` : null,
  ];
  return parts.filter(Boolean).join(', ');
}

function StateLine({ item }: { item: QueuedUpload }) {
  switch (item.state) {
    case 'queued':
      return (
        <span className="inline-flex items-center gap-1 text-stone-600">
          <Clock aria-hidden="true" className="h-3.5 w-3.5" />
          Waiting…
        </span>
      );
    case 'uploading':
      return (
        <span className="inline-flex items-center gap-1 text-stone-700 tabular-nums">
          <LoaderCircle aria-hidden="true" className="h-3.5 w-3.5 animate-spin" />
          {progressText(item)}
        </span>
      );
    case 'done':
      return (
        <span className="inline-flex items-center gap-1 text-green-800">
          <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
          Uploaded
        </span>
      );
    case 'failed':
      return (
        <span className="inline-flex items-start gap-1 break-words text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
          {item.error}
        </span>
      );
    case 'cancelled':
      return <span className="text-stone-600">Cancelled</span>;
  }
}

/**
 * The files dropped on the library (or chosen several at once): each with its name, a real progress
 * bar and its result or error, and Cancel, Retry or View beside it.
 */
export function UploadQueuePanel({
  items,
  onCancel,
  onRetry,
  onView,
  onClearFinished,
}: {
  items: QueuedUpload[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onView: (assetId: string) => void;
  onClearFinished: () => void;
}) {
  if (items.length === 0) return null;
  const finished = items.some((item) => item.state !== 'queued' && item.state !== 'uploading');
  return (
    <section
      aria-labelledby="upload-queue-title"
      className="mb-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="upload-queue-title" className="font-semibold text-stone-900">
            Uploads
          </h2>
          <p role="status" className="text-xs text-stone-600">
            {summary(items)}
          </p>
        </div>
        {finished ? (
          <button type="button" onClick={onClearFinished} className={smallButton}>
            Clear finished
          </button>
        ) : null}
      </div>
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item.id} className="text-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-stone-900" title={item.file.name}>
                  {item.file.name}
                </p>
                <p className="text-xs">
                  <span className="text-stone-600">{formatFileSize(item.file.size)} · </span>
                  <StateLine item={item} />
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                {item.state === 'queued' || item.state === 'uploading' ? (
                  <button
                    type="button"
                    onClick={() => onCancel(item.id)}
                    className={smallButton}
                    aria-label={`Cancel the upload of ${item.file.name}`}
                  >
                    <X aria-hidden="true" className="h-3.5 w-3.5" />
                  </button>
                ) : null}
                {item.state === 'failed' || item.state === 'cancelled' ? (
                  <button type="button" onClick={() => onRetry(item.id)} className={smallButton}>
                    Retry<span className="sr-only"> {item.file.name}</span>
                  </button>
                ) : null}
                {item.state === 'done' && item.assetId ? (
                  <button type="button" onClick={() => onView(item.assetId!)} className={smallButton}>
                    View<span className="sr-only"> {item.file.name}</span>
                  </button>
                ) : null}
              </div>
            </div>
            <div className="mt-1.5">
              <UploadProgressBar
                percent={item.percent}
                label={`Upload of ${item.file.name}`}
                valueText={item.state === 'uploading' ? progressText(item) : undefined}
                tone={item.state === 'failed' ? 'failed' : item.state === 'done' ? 'done' : 'busy'}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

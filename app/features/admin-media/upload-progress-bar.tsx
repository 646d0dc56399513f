import { cn } from '../../lib/cn';

/** A labelled progress bar (0–100), read out as a percentage. */
export function UploadProgressBar({
  percent,
  label,
  tone = 'busy',
}: {
  percent: number;
  label: string;
  tone?: 'busy' | 'done' | 'failed';
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-200',
          tone === 'failed' ? 'bg-red-600' : tone === 'done' ? 'bg-green-600' : 'bg-brand-600',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

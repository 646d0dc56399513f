import { cn } from '../../../lib/cn';
import { meterPercent, meterStage, type UploadMeter } from './media-picker-rules';

/** 'sm' is a bar in a list or a form (the library's uploads); 'md' the one upload a panel is about. */
const SIZES = {
  sm: { track: 'h-2', fill: 'duration-200', busy: 'bg-brand-600' },
  md: { track: 'h-2.5', fill: 'duration-300', busy: 'bg-brand-700' },
} as const;

const TONES = { done: 'bg-green-600', failed: 'bg-red-600' } as const;

/** A labelled progress bar (0–100), read out as a percentage, or as `valueText` when given. */
export function UploadProgressBar({
  percent,
  label,
  tone = 'busy',
  valueText,
  size = 'sm',
}: {
  percent: number;
  label: string;
  tone?: 'busy' | 'done' | 'failed';
  valueText?: string;
  size?: keyof typeof SIZES;
}) {
  const look = SIZES[size];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('w-full overflow-hidden rounded-full bg-stone-200', look.track)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width]',
          look.fill,
          tone === 'busy' ? look.busy : TONES[tone],
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/**
 * A progress bar with its percentage and what is happening (back-office §4 upload states). Once the
 * bytes have arrived it says what the server is doing ('Making sizes…') rather than a percentage that
 * cannot move until the server answers.
 */
export function UploadMeterBar({ meter, label }: { meter: UploadMeter; label: string }) {
  const percent = meterPercent(meter);
  const stage = meterStage(meter);
  const finishing = meter.step >= 75 && meter.step < 100;
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-stone-700">{stage}</span>
        {finishing ? null : (
          <span className="font-semibold text-stone-900 tabular-nums" aria-hidden="true">
            {percent}%
          </span>
        )}
      </div>
      <UploadProgressBar
        percent={percent}
        label={label}
        valueText={finishing ? stage : `${percent}%, ${stage}`}
        size="md"
      />
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { controlClass } from '../../../kit/filter-styles';
import { secondaryButton } from '../../../forms/editor-fields';

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as `<input type="datetime-local">` reads and writes. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * When to call back (Call back later): a local date and time, one hour from now to begin with; the
 * server refuses a past time or one more than 30 days away.
 */
export function CallBackForm({
  busy,
  onSave,
  onCancel,
}: {
  busy: boolean;
  onSave: (callBackAt: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(() => localInputValue(new Date(Date.now() + 60 * 60_000)));
  function submit(event: FormEvent) {
    event.preventDefault();
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) onSave(at.toISOString());
  }
  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2 rounded-lg bg-stone-50 p-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-xs font-medium text-stone-700">
          Call back at
        </label>
        <input
          id={id}
          type="datetime-local"
          required
          value={value}
          min={localInputValue(new Date())}
          onChange={(event) => setValue(event.target.value)}
          className={`mt-1 ${controlClass}`}
        />
      </div>
      <button type="submit" disabled={busy} className={secondaryButton}>
        Save
      </button>
      <button type="button" onClick={onCancel} disabled={busy} className={secondaryButton}>
        Cancel
      </button>
    </form>
  );
}

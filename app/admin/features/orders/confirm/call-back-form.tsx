import { contactSchema } from '../../../../../common/orders/confirmation-schemas';
import { secondaryButton } from '../../../forms/editor-fields';
import { TextField } from '../../../forms/fields';
import { FormFrame } from '../../../forms/form-frame';
import { bodySchema, useAdminForm } from '../../../forms/use-admin-form';

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as `<input type="datetime-local">` reads and writes. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

type CallBackValues = { callBackAt: string };

/** The local time typed, as the instant the API takes; nothing for a time that is not one. */
function callBackAt(values: CallBackValues): string | undefined {
  const at = new Date(values.callBackAt);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/**
 * When to call back (Call back later): a local date and time, one hour from now to begin with; the
 * server refuses a past time or one more than 30 days away.
 */
export function CallBackForm({
  onSave,
  onCancel,
}: {
  /** Records the call back; its own refusal is said by the call (the desk's toast). */
  onSave: (callBackAt: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { form, submit, busy } = useAdminForm<CallBackValues>({
    defaultValues: { callBackAt: localInputValue(new Date(Date.now() + 60 * 60_000)) },
    schema: bodySchema(contactSchema, (values: CallBackValues) => ({
      outcome: 'call_back',
      callBackAt: callBackAt(values),
    })),
    save: (values) => onSave(callBackAt(values)!),
    failedMessage: 'Failed to record the call',
    refusalShown: 'save',
  });
  return (
    <FormFrame
      form={form}
      submit={submit}
      className="mt-3 flex flex-wrap items-end gap-2 rounded-lg bg-stone-50 p-3"
    >
      <TextField
        name="callBackAt"
        label="Call back at"
        type="datetime-local"
        required
        min={localInputValue(new Date())}
        className="min-w-0 flex-1"
      />
      <button type="submit" disabled={busy} className={secondaryButton}>
        Save
      </button>
      <button type="button" onClick={onCancel} disabled={busy} className={secondaryButton}>
        Cancel
      </button>
    </FormFrame>
  );
}

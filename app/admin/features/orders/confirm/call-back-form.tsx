import { fromShopClockInput, toShopClockInput } from '../../../../../common/shop-clock';
import { contactSchema } from '../../../../../common/orders/confirmation-schemas';
import { secondaryButton } from '../../../forms/editor-fields';
import { TextField } from '../../../forms/fields';
import { FormFrame } from '../../../forms/form-frame';
import { bodySchema, useAdminForm } from '../../../forms/use-admin-form';

type CallBackValues = { callBackAt: string };

/** The shop-clock time typed, as the instant the API takes; nothing for a time that is not one. */
function callBackAt(values: CallBackValues): string | undefined {
  return fromShopClockInput(values.callBackAt)?.toISOString();
}

/**
 * When to call back (Call back later): a date and time on the shop's clock, as the customer said it ("call
 * me at 5"), whatever the browser's time zone; one hour from now to begin with. The server refuses a past
 * time or one more than 30 days away.
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
    defaultValues: { callBackAt: toShopClockInput(new Date(Date.now() + 60 * 60_000)) },
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
        label="Call back at (Pakistan time)"
        type="datetime-local"
        required
        min={toShopClockInput(new Date())}
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

import { useState, type FormEvent } from 'react';
import { blockPhoneSchema, type BlockPhoneInput } from '../../../../../common/orders/blocklist-schemas';
import { errorMessage } from '../../../data/admin-api';
import { TextInput } from '../../../forms/editor-fields';
import { SubmitButton } from '../../../../ui/forms/submit-button';
import { fieldErrorsOf, type FieldErrors } from '../../../../ui/forms/form-checks';

/**
 * Blocks a phone: the number in any form a customer types it, and an optional reason. The browser checks
 * what the schema can; whether it is a Pakistani number, and whether it is blocked already, are the
 * server's answers, shown beside the phone field.
 */
export function BlockPhoneForm({
  initialPhone,
  busy,
  onBlock,
}: {
  initialPhone: string;
  busy: boolean;
  onBlock: (input: BlockPhoneInput) => Promise<unknown>;
}) {
  const [phone, setPhone] = useState(initialPhone);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = blockPhoneSchema.safeParse({ phone, ...(reason.trim() ? { reason } : {}) });
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error));
    setErrors({});
    try {
      await onBlock(checked.data);
      setPhone('');
      setReason('');
    } catch (error) {
      setErrors({ phone: errorMessage(error, 'Failed to block the phone') });
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Block a phone"
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_2fr_auto] sm:items-start"
    >
      <TextInput
        name="phone"
        label="Phone number"
        value={phone}
        onChange={setPhone}
        error={errors.phone}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
        placeholder="0300 1234567"
      />
      <TextInput
        name="reason"
        label="Reason (optional)"
        value={reason}
        onChange={setReason}
        error={errors.reason}
        placeholder="Fake orders, refused at the door twice"
      />
      <div className="sm:mt-6">
        <SubmitButton label="Block phone" busyLabel="Blocking…" busy={busy} />
      </div>
    </form>
  );
}

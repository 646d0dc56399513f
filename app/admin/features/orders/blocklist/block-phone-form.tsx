import { blockPhoneSchema, type BlockPhoneInput } from '../../../../../common/orders/blocklist-schemas';
import { TextField } from '../../../forms/fields';
import { FormFrame } from '../../../forms/form-frame';
import { bodySchema, useAdminForm } from '../../../forms/use-admin-form';
import { SubmitButton } from '../../../../ui/forms/submit-button';

type BlockPhoneValues = { phone: string; reason: string };

/** POST /api/admin/blocked-phones: a reason left empty is not sent. */
const blockBody = (values: BlockPhoneValues) => ({
  phone: values.phone,
  ...(values.reason.trim() ? { reason: values.reason } : {}),
});

/**
 * Blocks a phone: the number in any form a customer types it, and an optional reason. The form checks
 * what the schema can; whether it is a Pakistani number, and whether it is blocked already, are the
 * server's answers, shown beside the phone field. Once blocked, the form starts again empty.
 */
export function BlockPhoneForm({
  initialPhone,
  onBlock,
}: {
  initialPhone: string;
  onBlock: (input: BlockPhoneInput) => Promise<unknown>;
}) {
  const { form, submit, busy } = useAdminForm<BlockPhoneValues>({
    defaultValues: { phone: initialPhone, reason: '' },
    schema: bodySchema(blockPhoneSchema, blockBody),
    save: (values) => onBlock(blockPhoneSchema.parse(blockBody(values))),
    onSaved: (blocked) => blocked.reset({ phone: '', reason: '' }),
    failedMessage: 'Failed to block the phone',
    // Every refusal is about the number: said beside it, where staff retype it.
    refusalField: 'phone',
    refusalShown: 'form',
  });

  return (
    <FormFrame
      form={form}
      submit={submit}
      label="Block a phone"
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_2fr_auto] sm:items-start"
    >
      <TextField
        name="phone"
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
        placeholder="0300 1234567"
      />
      <TextField
        name="reason"
        label="Reason (optional)"
        placeholder="Fake orders, refused at the door twice"
      />
      <div className="sm:mt-6">
        <SubmitButton label="Block phone" busyLabel="Blocking…" busy={busy} />
      </div>
    </FormFrame>
  );
}

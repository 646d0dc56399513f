import { useEffect, useMemo } from 'react';
import { formatMoney, toPaisa } from '../../../../common/money';
import { PAKISTAN_CITIES } from '../../../../common/orders/cities';
import { COD_MESSAGES } from '../../../../common/orders/cod-rules';
import type { AdminOrder, OrderItem } from '../../../../common/orders/order-desk-schemas';
import { DISCOUNT_REASON_MAX } from '../../../../common/orders/order-edit-schema';
import { AdminApiError, errorMessage } from '../../data/admin-api';
import { EditorDialog } from '../../forms/editor-dialog';
import { Section } from '../../forms/editor-fields';
import { SelectField, TextAreaField, TextField } from '../../forms/fields';
import { FormRefusal } from '../../forms/form-refusal';
import { FORM_REFUSAL, SaveRefusal } from '../../forms/server-refusal';
import { useAdminForm } from '../../forms/use-admin-form';
import { orderNumber } from '../../kit/format';
import { ErrorState, LoadingState } from '../../kit/states';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { EditLines } from './order-edit-lines';
import { editCheck, formBody, hasCodFee, initialForm, type EditForm } from './order-edit-form';
import { useEditOrder, useEditPreview, useProductChoices } from './order-edit-query';
import { useOrderItems } from './orders-query';

const CITY_OPTIONS = PAKISTAN_CITIES.map((city) => ({ value: city as string, label: city as string }));

/**
 * "Edit order" (decision 022, edits until shipping): the lines and their quantities, products added, the customer's details
 * and a discount with its reason, until the order ships. Before saving, the server's preview shows each
 * line's unit prices (agreed, or today's for units added), what changes and the totals before and after
 * (decision 022); the save sends the total it showed, so a total that moved since is refused. Refusals go
 * next to the field they concern, or at the top of the form (shipped meanwhile, changed by someone else,
 * not enough stock).
 */
export function OrderEditDialog({
  order,
  currencySymbol,
  onClose,
}: {
  order: AdminOrder;
  currencySymbol: string;
  onClose: () => void;
}) {
  const items = useOrderItems(order.id);
  if (items.isSuccess) {
    return (
      <EditOrderForm order={order} items={items.data} currencySymbol={currencySymbol} onClose={onClose} />
    );
  }
  // The form opens with the order's items: until they come, the dialog says so.
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Edit order" description={editDescription(order)} size="lg">
        {items.isError ? (
          <div className="px-4 pb-6 sm:px-6">
            <ErrorState
              title="The items could not be loaded"
              message={errorMessage(items.error, 'Failed to load the order items')}
              onRetry={() => void items.refetch()}
            />
          </div>
        ) : (
          <LoadingState label="Loading the items…" className="py-6" />
        )}
      </DialogContent>
    </Dialog>
  );
}

const editDescription = (order: AdminOrder) => `Order #${orderNumber(order.id)} for ${order.customerName}`;

function EditOrderForm({
  order,
  items,
  currencySymbol,
  onClose,
}: {
  order: AdminOrder;
  items: OrderItem[];
  currencySymbol: string;
  onClose: () => void;
}) {
  const choices = useProductChoices();
  const edit = useEditOrder();
  const money = (value: string) => formatMoney(value, currencySymbol);
  const check = useMemo(() => editCheck(order), [order]);
  const editor = useAdminForm<EditForm>({
    defaultValues: initialForm(order, items),
    schema: check,
    save: async (values) => {
      if (!changed) return; // nothing to send: the server would change nothing either
      // Saved only as previewed: staff see the new total first, and a total that moved since is refused.
      const figures = preview.preview;
      if (!figures) throw previewRefusal(preview.error);
      const body = { ...formBody(values, order), expectedTotal: Number(figures.after.total) };
      await edit.mutateAsync({ orderId: order.id, body });
    },
    onSaved: onClose,
    failedMessage: 'Failed to update order',
    // Next to the field it concerns, else at the top of the form (shipped meanwhile, changed by someone
    // else, not enough stock).
    refusalShown: 'form',
  });
  const { form } = editor;
  const values = form.watch();
  const changed = form.formState.isDirty;
  // The server works the figures out for any form it would take: no request while it would refuse it.
  const previewBody = changed && check.safeParse(values).success ? formBody(values, order) : null;
  const preview = useEditPreview(order.id, previewBody);

  // The figures have come: a "still working it out" refusal has nothing left to say.
  const pendingShown = form.formState.errors.root?.server?.message === PREVIEW_PENDING;
  useEffect(() => {
    if (preview.preview && pendingShown) form.clearErrors(FORM_REFUSAL);
  }, [preview.preview, pendingShown, form]);

  return (
    <EditorDialog
      editor={editor}
      title="Edit order"
      description={editDescription(order)}
      formLabel="Edit order"
      submitLabel="Save changes"
      unsaved="this order"
      onClose={onClose}
    >
      <div className="space-y-6 pb-2">
        <FormRefusal />
        <EditLines
          lines={values.lines}
          choices={choices}
          previewLines={preview.preview?.lines ?? null}
          money={money}
        />
        <Section title="Customer">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="customerName" label="Name" autoComplete="off" />
            <TextField name="customerPhone" label="Phone" type="tel" inputMode="tel" autoComplete="off" />
            <TextAreaField name="shippingAddress" label="Address" rows={2} className="sm:col-span-2" />
            <SelectField
              name="city"
              label="City"
              options={
                CITY_OPTIONS.some((option) => option.value === values.city)
                  ? CITY_OPTIONS
                  : [{ value: values.city, label: values.city || 'Choose…' }, ...CITY_OPTIONS]
              }
            />
            <TextField name="postalCode" label="Postal code (optional)" inputMode="numeric" />
          </div>
        </Section>
        <Section title="Discount" description="Given by staff, shown on the order and its packing slip.">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="discount"
              label={`Amount (${currencySymbol})`}
              inputMode="decimal"
              placeholder="0"
            />
            <TextField
              name="discountReason"
              label="Reason"
              placeholder="For example: loyal customer"
              hint={`Needed with a discount; at most ${DISCOUNT_REASON_MAX} characters.`}
            />
          </div>
        </Section>
        {hasCodFee(order) ? (
          <Section
            title={COD_MESSAGES.feeLine}
            description="Charged at checkout and part of the amount the rider collects. Change it only when agreed with the customer."
          >
            <TextField name="codFee" label={`Fee (${currencySymbol})`} inputMode="decimal" placeholder="0" />
          </Section>
        ) : null}
        <BeforeAndAfter order={order} changed={changed} preview={preview} money={money} />
      </div>
    </EditorDialog>
  );
}

/** Why a save waits: the preview's refusal (shown as the server's are), or its figures still to come. */
function previewRefusal(error: Error | null): unknown {
  if (error instanceof AdminApiError && error.status !== 0) return error;
  return new SaveRefusal(
    error ? errorMessage(error, 'The new total could not be worked out') : PREVIEW_PENDING,
  );
}

const PREVIEW_PENDING = 'The shop is still working out the new total. Check it, then save.';

/**
 * What the edit changes and the totals before and after, as the server works them out (decision 022):
 * the figure the customer agreed to and the one the courier will collect.
 */
function BeforeAndAfter({
  order,
  changed,
  preview,
  money,
}: {
  order: AdminOrder;
  changed: boolean;
  preview: ReturnType<typeof useEditPreview>;
  money: (value: string) => string;
}) {
  const figures = preview.preview;
  const after = changed
    ? figures?.after
    : { items: null, discount: order.discount, codFee: order.codFee, total: order.total };
  const row = 'flex justify-between gap-4';
  return (
    <section
      aria-label="Before and after"
      aria-busy={preview.working}
      className="rounded-lg bg-stone-50 p-4 text-sm"
    >
      <p className="mb-2 text-stone-700" data-testid="edit-changes">
        {!changed
          ? 'No changes yet.'
          : figures
            ? `Changes: ${figures.note?.replace(/^Edited: /, '') ?? 'none'}`
            : preview.error
              ? errorMessage(preview.error, 'The new total could not be worked out')
              : preview.working
                ? 'Working out the new total…'
                : 'Complete the form to see the new total.'}
      </p>
      <dl className="space-y-1">
        <div className={row}>
          <dt className="text-stone-700">Total before (agreed)</dt>
          <dd className="tabular-nums" data-testid="edit-total-before">
            {money(order.total)}
          </dd>
        </div>
        {after?.items ? (
          <div className={row}>
            <dt className="text-stone-700">Items after</dt>
            <dd className="tabular-nums">{money(after.items)}</dd>
          </div>
        ) : null}
        {after && toPaisa(after.discount) ? (
          <div className={row}>
            <dt className="text-stone-700">Discount</dt>
            <dd className="tabular-nums">− {money(after.discount)}</dd>
          </div>
        ) : null}
        {after && toPaisa(after.codFee) ? (
          <div className={row}>
            <dt className="text-stone-700">{COD_MESSAGES.feeLine}</dt>
            <dd className="tabular-nums">{money(after.codFee)}</dd>
          </div>
        ) : null}
        <div className={`${row} border-t border-stone-200 pt-1 font-semibold text-stone-900`}>
          <dt>New total</dt>
          <dd className="tabular-nums" data-testid="edit-total-preview">
            {after ? money(after.total) : '…'}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-stone-600">
        Worked out by the shop as it will be saved: items keep their agreed price, units and products added
        are charged today&apos;s price.
      </p>
    </section>
  );
}

import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { formatMoney, toPaisa } from '../../../../common/money';
import { PAKISTAN_CITIES } from '../../../../common/orders/cities';
import type { AdminOrder, OrderItem } from '../../../../common/orders/order-desk-schemas';
import { DISCOUNT_REASON_MAX } from '../../../../common/orders/order-edit-schema';
import { errorMessage } from '../../data/admin-api';
import { DialogActions } from '../../forms/dialog-actions';
import { Section, SelectInput, TextArea, TextInput } from '../../forms/editor-fields';
import { orderNumber } from '../../kit/format';
import { ErrorState, LoadingState } from '../../kit/states';
import { FormAlert } from '../../../ui/forms/form-alert';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { EditLines } from './order-edit-lines';
import {
  formBody,
  hasChanges,
  initialForm,
  problemsOf,
  serverProblems,
  type EditForm,
  type Problems,
} from './order-edit-form';
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
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Edit order"
        description={`Order #${orderNumber(order.id)} for ${order.customerName}`}
        size="lg"
      >
        {items.isPending ? (
          <LoadingState label="Loading the items…" className="py-6" />
        ) : items.isError ? (
          <div className="px-4 pb-6 sm:px-6">
            <ErrorState
              title="The items could not be loaded"
              message={errorMessage(items.error, 'Failed to load the order items')}
              onRetry={() => void items.refetch()}
            />
          </div>
        ) : (
          <EditOrderForm order={order} items={items.data} currencySymbol={currencySymbol} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

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
  const loaded = useMemo(() => initialForm(order, items), [order, items]);
  const [form, setForm] = useState<EditForm>(loaded);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<{ problems: Problems; message: string } | null>(null);
  const choices = useProductChoices();
  const edit = useEditOrder();
  const money = (value: string) => formatMoney(value, currencySymbol);
  const changed = hasChanges(form, loaded);
  const formProblems = problemsOf(form, order);
  // The server works the figures out for any form it would take: no request while it would refuse it.
  const previewBody = changed && !Object.keys(formProblems).length ? formBody(form, order) : null;
  const preview = useEditPreview(order.id, previewBody);
  // Problems speak once a save was tried; the server's stay until the form changes.
  const problems: Problems = { ...(tried ? formProblems : {}), ...(refused?.problems ?? {}) };

  // The figures have come: a "still working it out" refusal has nothing left to say.
  useEffect(() => {
    if (preview.preview) setRefused((shown) => (shown?.message === PREVIEW_PENDING ? null : shown));
  }, [preview.preview]);

  function update(next: EditForm) {
    setForm(next);
    setRefused(null);
  }
  const field = <K extends keyof EditForm>(key: K) => ({
    name: key,
    error: problems[key],
    value: form[key] as string,
    onChange: (value: string) => update({ ...form, [key]: value }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (edit.isPending) return;
    if (!changed) return onClose(); // nothing to send: the server would change nothing either
    setTried(true);
    if (Object.keys(formProblems).length) {
      focusFirstProblem(event.currentTarget);
      return;
    }
    // Saved only as previewed: staff see the new total first, and a total that moved since is refused.
    if (!preview.preview) {
      const message = preview.error
        ? errorMessage(preview.error, 'The new total could not be worked out')
        : PREVIEW_PENDING;
      setRefused({ problems: serverProblems(preview.error), message });
      return;
    }
    const body = { ...formBody(form, order), expectedTotal: Number(preview.preview.after.total) };
    edit.mutate(
      { orderId: order.id, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          const onFields = serverProblems(error);
          setRefused({
            problems: onFields,
            message: Object.keys(onFields).length ? '' : errorMessage(error, 'Failed to update order'),
          });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Edit order" className="flex min-h-0 flex-col">
      <div className="space-y-6 px-4 pb-6 sm:px-6">
        {refused?.message ? <FormAlert>{refused.message}</FormAlert> : null}
        <EditLines
          form={form}
          onChange={update}
          problems={problems}
          choices={choices}
          previewLines={preview.preview?.lines ?? null}
          money={money}
        />
        <Section title="Customer">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput label="Name" autoComplete="off" {...field('customerName')} />
            <TextInput
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              {...field('customerPhone')}
            />
            <TextArea label="Address" rows={2} className="sm:col-span-2" {...field('shippingAddress')} />
            <SelectInput
              label="City"
              name="city"
              error={problems.city}
              value={form.city}
              onChange={(city) => update({ ...form, city })}
              options={
                CITY_OPTIONS.some((option) => option.value === form.city)
                  ? CITY_OPTIONS
                  : [{ value: form.city, label: form.city || 'Choose…' }, ...CITY_OPTIONS]
              }
            />
            <TextInput label="Postal code (optional)" inputMode="numeric" {...field('postalCode')} />
          </div>
        </Section>
        <Section title="Discount" description="Given by staff, shown on the order and its packing slip.">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label={`Amount (${currencySymbol})`}
              inputMode="decimal"
              placeholder="0"
              {...field('discount')}
            />
            <TextInput
              label="Reason"
              placeholder="For example: loyal customer"
              hint={`Needed with a discount; at most ${DISCOUNT_REASON_MAX} characters.`}
              {...field('discountReason')}
            />
          </div>
        </Section>
        <BeforeAndAfter order={order} changed={changed} preview={preview} money={money} />
      </div>
      <DialogActions submitLabel="Save changes" busy={edit.isPending} onCancel={onClose} sticky />
    </form>
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
  const after = changed ? figures?.after : { items: null, discount: order.discount, total: order.total };
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

/** Moves focus to the first control that has a message (its aria-invalid is set on the next render). */
function focusFirstProblem(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

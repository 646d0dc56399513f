import { bulkBookingSchema } from '../../../../../common/orders/parcel-schemas';
import type { ApiCourierKey } from '../../../../../common/orders/parcels';
import { EditorDialog } from '../../../forms/editor-dialog';
import { SelectField } from '../../../forms/fields';
import { bodySchema, useAdminForm } from '../../../forms/use-admin-form';
import { useBookParcels } from './parcels-query';

type BookValues = { courier: ApiCourierKey };

/**
 * Books the chosen orders' parcels with one courier through its API (decision 031): nobody types a
 * tracking number. The courier books them after the answer; each order then moves to Shipped.
 */
export function BookDialog({
  orderIds,
  couriers,
  onClose,
  onBooked,
}: {
  orderIds: string[];
  couriers: Array<{ key: ApiCourierKey; name: string }>;
  onClose: () => void;
  onBooked: (queued: string[]) => void;
}) {
  const book = useBookParcels((queued) => {
    onBooked(queued);
    onClose();
  });
  const editor = useAdminForm<BookValues>({
    defaultValues: { courier: couriers[0]!.key },
    schema: bodySchema(bulkBookingSchema, (values: BookValues) => ({ orderIds, courier: values.courier })),
    save: (values) => book.mutateAsync({ orderIds, courier: values.courier }),
    failedMessage: 'Failed to book the parcels',
    // useBookParcels says how it went: how many went to the courier, which could not and why.
    refusalShown: 'save',
  });
  const count = orderIds.length;
  return (
    <EditorDialog
      editor={editor}
      title="Book with a courier"
      description={`${count} ${count === 1 ? 'order' : 'orders'}: the courier books each parcel and gives its tracking number`}
      size="md"
      submitLabel="Book"
      busyLabel="Booking…"
      discard={false}
      onClose={onClose}
    >
      <SelectField
        name="courier"
        label="Courier"
        options={couriers.map((courier) => ({ value: courier.key, label: courier.name }))}
      />
    </EditorDialog>
  );
}

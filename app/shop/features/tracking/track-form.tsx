import { Form, useNavigation } from 'react-router';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useLocalizedPath, useMessages } from '../../i18n/shop-language';

/**
 * The tracking form: a GET form, so it works before JavaScript loads and its answer has an address a
 * message can link to. Its fields are checked on the server (track-page.server.ts), not in the browser:
 * the page loads no schema library (decision 008).
 */
export function TrackForm({
  typed,
  fieldErrors,
}: {
  typed: { order: string; phone: string };
  fieldErrors: FieldErrors;
}) {
  const words = useMessages('tracking');
  const action = useLocalizedPath()('/track');
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === action;
  return (
    <Form method="get" action={action} className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <TextField
        name="order"
        label={words.orderNumber}
        error={fieldErrors.order}
        defaultValue={typed.order}
        autoComplete="off"
      />
      <TextField
        name="phone"
        label={words.phoneAtCheckout}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={fieldErrors.phone}
        defaultValue={typed.phone}
      />
      <div className="sm:pt-6">
        <SubmitButton label={words.trackButton} busyLabel={words.looking} busy={busy} />
      </div>
    </Form>
  );
}

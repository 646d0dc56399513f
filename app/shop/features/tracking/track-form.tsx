import { Form, useNavigation } from 'react-router';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';

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
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/track';
  return (
    <Form method="get" action="/track" className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <TextField
        name="order"
        label="Order number"
        error={fieldErrors.order}
        defaultValue={typed.order}
        autoComplete="off"
      />
      <TextField
        name="phone"
        label="Phone used at checkout"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={fieldErrors.phone}
        defaultValue={typed.phone}
      />
      <div className="sm:pt-6">
        <SubmitButton label="Track order" busyLabel="Looking…" busy={busy} />
      </div>
    </Form>
  );
}

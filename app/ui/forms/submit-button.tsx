import { Loader2 } from 'lucide-react';
import { useNavigation } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * The form's button, busy (spinner, disabled) while this page's action runs. A form that posts from the
 * browser instead (the back office, through its API client) says when it is busy with `busy`.
 */
export function SubmitButton({
  label,
  busyLabel,
  intent,
  busy: busyProp,
  form,
  disabled,
}: {
  label: string;
  busyLabel: string;
  intent?: string;
  busy?: boolean;
  /** The id of the form it submits, when the button sits outside it (a dialog's footer). */
  form?: string;
  /** Off while there is nothing to send (not busy: no waiting cursor). */
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    busyProp ??
    (navigation.state === 'submitting' &&
      (intent === undefined || navigation.formData?.get('intent') === intent));
  return (
    <button
      type="submit"
      form={form}
      name={intent ? 'intent' : undefined}
      value={intent}
      disabled={busy || disabled}
      className={cn(
        'flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-70',
        busy ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed',
      )}
    >
      {busy ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

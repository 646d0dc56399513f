import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { FormAlert } from '../../ui/forms/form-alert';
import { FORM_REFUSAL } from './server-refusal';

/**
 * The top of a form whose refusals show in it (`refusalShown: 'form'`): what the server said when it named
 * none of the form's fields (shipped meanwhile, changed by someone else, not enough stock), read out as it
 * appears. It stands until the form changes: the next try is on new values.
 */
export function FormRefusal() {
  const { control, watch, clearErrors } = useFormContext();
  const { errors } = useFormState({ control, name: FORM_REFUSAL });
  const message = errors.root?.server?.message;
  useEffect(() => {
    if (!message) return;
    const subscription = watch(() => clearErrors(FORM_REFUSAL));
    return () => subscription.unsubscribe();
  }, [message, watch, clearErrors]);
  return message ? <FormAlert>{message}</FormAlert> : null;
}

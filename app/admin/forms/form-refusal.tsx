import { get, useFormState } from 'react-hook-form';
import { FormAlert } from '../../ui/forms/form-alert';
import { REFUSAL } from './server-refusal';

/**
 * A refusal that is about no field (a wrong password at login, the shop out of reach), above the
 * fields of a form that asks for it (`alertRefusal`): it stays readable after the toast has gone, and
 * goes with the next save.
 */
export function FormRefusal() {
  const { errors } = useFormState();
  const message = (get(errors, REFUSAL) as { message?: string } | undefined)?.message;
  return message ? <FormAlert>{message}</FormAlert> : null;
}

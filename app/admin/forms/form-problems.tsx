import { useEffect, useRef } from 'react';
import { useFormState, type FieldError } from 'react-hook-form';
import { FormAlert } from '../../ui/forms/form-alert';

/** react-hook-form's problems of the whole form: `root` and `root.<key>`, which no field shows. */
function rootMessages(root: unknown): string[] {
  if (typeof root !== 'object' || root === null) return [];
  const own = (root as FieldError).message;
  const keyed = Object.values(root as Record<string, unknown>)
    .map((entry) => (typeof entry === 'object' && entry ? (entry as FieldError).message : undefined))
    .filter((message): message is string => Boolean(message));
  return own ? [own, ...keyed] : keyed;
}

/**
 * The problems the form's check finds that no field shows (a form's check puts them under `root.<n>`,
 * such as "the content is too large"): listed above the fields under `title`. After a save that finds
 * no problem in a field, the list takes focus, so the person hears why nothing was saved.
 */
export function FormProblems({ title }: { title: string }) {
  const { errors, submitCount } = useFormState();
  const messages = rootMessages(errors.root);
  const fieldProblems = Object.keys(errors).some((key) => key !== 'root');
  const list = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  useEffect(() => {
    // Once per save: typing afterwards must not pull focus away from the field being typed in.
    if (submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    if (messages.length && !fieldProblems) list.current?.focus();
  }, [submitCount, messages.length, fieldProblems]);
  if (!messages.length) return null;
  return (
    <div ref={list} tabIndex={-1} className="focus:outline-none">
      <FormAlert>
        <p className="font-semibold">{title}:</p>
        <ul className="mt-1 list-disc pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </FormAlert>
    </div>
  );
}

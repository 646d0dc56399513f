import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, formValues, type FieldErrors } from './form-checks';

function messagesFor(schema: z.ZodType, form: HTMLFormElement): FieldErrors {
  const result = schema.safeParse(formValues(new FormData(form)));
  return result.success ? {} : fieldErrorsOf(result.error);
}

/**
 * Instant field messages once JavaScript runs, from the same schema as the action: a field speaks up
 * when it loses focus, then keeps its message current while the shopper types; a submit with problems
 * stays in the browser and focuses the first. Without JavaScript the action answers the same messages.
 * Handlers go on the <form>: change and blur events bubble up from every field (React's blur does).
 */
export function useFieldChecks(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const touched = useRef(new Set<string>());

  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors]);

  function refresh(form: HTMLFormElement | null) {
    if (!form) return;
    const found = messagesFor(schema, form);
    // Only fields the shopper has left (or that already show a message) speak: no message mid-typing.
    setErrors((current) => {
      const next: FieldErrors = {};
      for (const name of new Set([...touched.current, ...Object.keys(current)])) {
        if (found[name]) next[name] = found[name];
      }
      return next;
    });
  }

  const handlers = {
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const target = event.target as EventTarget;
      if (!(target instanceof HTMLInputElement) || target.type === 'hidden' || !target.name) return;
      touched.current.add(target.name);
      refresh(target.form);
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      refresh(event.currentTarget);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const found = messagesFor(schema, event.currentTarget);
      setErrors(found);
      const first = Array.from(event.currentTarget.elements).find(
        (element): element is HTMLInputElement =>
          element instanceof HTMLInputElement && element.type !== 'hidden' && Boolean(found[element.name]),
      );
      // A problem only in a hidden field (a missing token) is the server's to answer, in its words.
      if (first) {
        event.preventDefault();
        first.focus();
      }
    },
  };
  return { errors, handlers };
}

import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * The <form> of an admin form, with the engine's form in context for the bound fields (fields.tsx). The
 * browser's own checks are off: the form's schema judges, in the API's words.
 */
export function FormFrame<V extends FieldValues>({
  form,
  submit,
  label,
  className,
  id,
  children,
}: {
  form: UseFormReturn<V>;
  submit: () => void;
  /** The form's name for screen readers, when the page holds more than the form ('Edit order'). */
  label?: string;
  className?: string;
  /** For a submit button outside the form (`form={id}`). */
  id?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        id={id}
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className={className}
      >
        {children}
      </form>
    </FormProvider>
  );
}

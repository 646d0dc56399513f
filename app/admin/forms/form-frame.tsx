import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * The <form> of an admin form, with the engine's form in context for the bound fields (fields.tsx). The
 * browser's own checks are off: the form's schema judges, in the API's words.
 */
export function FormFrame<V extends FieldValues>({
  form,
  submit,
  className,
  label,
  children,
}: {
  form: UseFormReturn<V>;
  submit: () => void;
  className?: string;
  /** The form's name for screen readers, when the page holds more than one ('Site settings'). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className={className}
        aria-label={label}
      >
        {children}
      </form>
    </FormProvider>
  );
}

import type { ComponentType, ReactNode } from 'react';
import type { Fields } from '../../../../common/content/fields';

/** Messages by field path ('pricingTiers.0.name'), as `checkSectionContent` names them. */
export type Errors = Readonly<Record<string, string>>;

export type FormProps<F> = { value: F; onChange: (next: F) => void; errors: Errors };

/**
 * A typed section's form: how stored content becomes the form's values (lists typed as text, fixed rows
 * padded), how the values become content again, and the fields.
 */
export type SectionFormDef<F> = {
  fromContent: (content: Fields) => F;
  toContent: (form: F) => Fields;
  Form: ComponentType<FormProps<F>>;
};

/** A form with its value type hidden, so one registry holds every section's form. */
export type AnySectionForm = {
  fromContent: (content: Fields) => unknown;
  toContent: (form: unknown) => Fields;
  render: (props: FormProps<unknown>) => ReactNode;
};

export function sectionForm<F>(def: SectionFormDef<F>): AnySectionForm {
  const { Form } = def;
  return {
    fromContent: def.fromContent,
    // The editor only hands back what fromContent or the form itself produced.
    toContent: (form) => def.toContent(form as F),
    render: ({ value, onChange, errors }) => (
      <Form value={value as F} onChange={onChange as (next: F) => void} errors={errors} />
    ),
  };
}

/** Patches a form's values with one change. */
export function patcher<F>(value: F, onChange: (next: F) => void) {
  return (patch: Partial<F>) => onChange({ ...value, ...patch });
}

/**
 * Ties a field to one key of a form's values: its name (the key, as the section's check names its
 * message), its value, its change and its message, so a form reads
 * `<TextInput {...field('heading')} label="Heading" />`. The fields of one row of a list pass the row's
 * path as `at` ('pricingTiers.0'), which their names and messages start with.
 */
export function fieldBinder<F>(value: F, onChange: (next: F) => void, errors: Errors, at?: string) {
  return <K extends keyof F & string>(key: K) => {
    const name = at ? `${at}.${key}` : key;
    return {
      name,
      value: value[key],
      onChange: (next: F[K]) => onChange({ ...value, [key]: next }),
      error: errors[name],
    };
  };
}

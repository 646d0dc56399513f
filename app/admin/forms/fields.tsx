import type { ComponentProps, ReactNode } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import {
  CheckboxWithHint,
  ListTextArea,
  SelectInput,
  TextArea,
  TextInput,
  type ListText,
} from './editor-fields';

/**
 * The admin's field kit, bound to the form around it by name (use-admin-form.ts, decision 027): a field
 * reads its value, its problem and whether it was left from the form, so a form lists its fields and
 * nothing else. `name` is the value's path, which is also the API body's path the server's `details`
 * name ('plans.0.price'), so a refusal lands under the field it is about.
 */
export type Bound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> & { name: string };

/** The value, change, blur, focus target and shown problem of the field `name`. */
export function useBoundField<T>(name: string) {
  const { field, fieldState } = useController<FieldValues, Path<FieldValues>>({ name });
  return {
    name,
    value: field.value as T,
    onChange: field.onChange as (value: T) => void,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message,
    disabled: field.disabled,
  };
}

/** Text on one line; `normalize` keeps what is typed in the value's form (a slug lower case). */
export function TextField({
  normalize,
  ...props
}: Bound<ComponentProps<typeof TextInput>> & { normalize?: (text: string) => string }) {
  const bound = useBoundField<string>(props.name);
  const onChange = normalize ? (text: string) => bound.onChange(normalize(text)) : bound.onChange;
  return <TextInput {...props} {...bound} onChange={onChange} />;
}

export function TextAreaField(props: Bound<ComponentProps<typeof TextArea>>) {
  return <TextArea {...props} {...useBoundField<string>(props.name)} />;
}

export function SelectField<V extends string>(props: Bound<ComponentProps<typeof SelectInput<V>>>) {
  return <SelectInput<V> {...props} {...useBoundField<V>(props.name)} />;
}

/** A list typed as text: one entry per line, or separated by commas (back-office §5). */
export function ListTextField(props: Bound<ComponentProps<typeof ListTextArea>>) {
  return <ListTextArea {...props} {...useBoundField<ListText>(props.name)} />;
}

/** A yes/no flag with the line that explains it (Published, Verified…). */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const { value, onChange, onBlur, inputRef } = useBoundField<boolean>(name);
  return (
    <CheckboxWithHint
      name={name}
      label={label}
      hint={hint}
      checked={value}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={inputRef}
    />
  );
}

/** Any other control, bound by name: `render` gets the value, change and shown problem. */
export function CustomField<T>({
  name,
  render,
}: {
  name: string;
  render: (field: ReturnType<typeof useBoundField<T>>) => ReactNode;
}) {
  return <>{render(useBoundField<T>(name))}</>;
}

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

/**
 * The value, change, blur, focus target and shown problem of the field `name`. `deps` are the fields
 * whose problem follows this one's value (the courier decides whether a tracking number is needed):
 * they are checked again as it changes.
 */
export function useBoundField<T>(name: string, deps?: string[]) {
  const { field, fieldState } = useController<FieldValues, Path<FieldValues>>({
    name,
    rules: deps ? { deps } : undefined,
  });
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

/** A field shown disabled by the form (`disabled`) stays so whatever the form's own state says. */
const disabledOf = (props: { disabled?: boolean }, bound: { disabled?: boolean }) =>
  props.disabled || bound.disabled;

/** Text on one line; `normalize` keeps what is typed in the value's form (a slug lower case). */
export function TextField({
  normalize,
  ...props
}: Bound<ComponentProps<typeof TextInput>> & { normalize?: (text: string) => string }) {
  const bound = useBoundField<string>(props.name);
  const onChange = normalize ? (text: string) => bound.onChange(normalize(text)) : bound.onChange;
  return <TextInput {...props} {...bound} onChange={onChange} disabled={disabledOf(props, bound)} />;
}

export function TextAreaField(props: Bound<ComponentProps<typeof TextArea>>) {
  return <TextArea {...props} {...useBoundField<string>(props.name)} />;
}

export function SelectField<V extends string>(props: Bound<ComponentProps<typeof SelectInput<V>>>) {
  const bound = useBoundField<V>(props.name);
  return <SelectInput<V> {...props} {...bound} disabled={disabledOf(props, bound)} />;
}

/** A list typed as text: one entry per line, or separated by commas (back-office §5). */
export function ListTextField(props: Bound<ComponentProps<typeof ListTextArea>>) {
  return <ListTextArea {...props} {...useBoundField<ListText>(props.name)} />;
}

/** A list typed on one line, separated by commas (back-office §5: a comparison row's values). */
export function ListTextLineField(props: Bound<ComponentProps<typeof TextInput>>) {
  const { value, onChange, ...bound } = useBoundField<ListText>(props.name);
  return (
    <TextInput {...props} {...bound} value={value.text} onChange={(text) => onChange({ ...value, text })} />
  );
}

/**
 * A yes/no flag with the line that explains it (Published, Verified…); `disabled` with `describedBy`
 * (the id of the note saying why) for a flag that is shown but cannot be changed.
 */
export function CheckboxField({
  name,
  label,
  hint,
  disabled,
  describedBy,
}: {
  name: string;
  label: string;
  hint: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  const { value, onChange, onBlur, inputRef, disabled: formDisabled } = useBoundField<boolean>(name);
  return (
    <CheckboxWithHint
      name={name}
      label={label}
      hint={hint}
      checked={value}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={inputRef}
      disabled={disabled || formDisabled}
      describedBy={describedBy}
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

import type { ComponentProps } from 'react';
import { chargedAtCheckout } from '../../../common/money';
import { TextInput, type ListText } from './editor-fields';
import { useBoundField, type Bound } from './fields';

/**
 * An amount of money typed as text (decision 026): under it, what checkout will charge for the amount as
 * typed, or why it cannot; the field's problem takes that place once it shows.
 */
export function PriceField({
  currencySymbol,
  ...props
}: Omit<Bound<ComponentProps<typeof TextInput>>, 'hint'> & { currencySymbol: string }) {
  const bound = useBoundField<string>(props.name);
  const hint = bound.error ? undefined : chargedAtCheckout(bound.value, currencySymbol);
  return <TextInput {...props} {...bound} hint={hint} />;
}

/** A list typed on one line, separated by commas (back-office §5: a comparison row's values). */
export function ListTextLineField(props: Bound<ComponentProps<typeof TextInput>>) {
  const { value, onChange, ...bound } = useBoundField<ListText>(props.name);
  return (
    <TextInput {...props} {...bound} value={value.text} onChange={(text) => onChange({ ...value, text })} />
  );
}

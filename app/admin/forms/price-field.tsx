import type { ComponentProps } from 'react';
import { chargedAtCheckout } from '../../../common/money';
import { useCurrencySymbol } from '../shell/site-brand';
import { TextInput } from './editor-fields';
import { useBoundField, type Bound } from './fields';

/**
 * A price typed as text (decision 026): the text is kept as typed, and the line under it says what
 * checkout will charge for it ('Charged at checkout: Rs 6,500.00') or why it charges nothing, until the
 * field's problem takes that place. `amountLabel` names the amount in that line ('Price').
 */
export function PriceField({
  amountLabel = 'Price',
  ...props
}: Omit<Bound<ComponentProps<typeof TextInput>>, 'hint'> & { amountLabel?: string }) {
  const bound = useBoundField<string>(props.name);
  const currencySymbol = useCurrencySymbol();
  return (
    <TextInput
      {...props}
      {...bound}
      hint={bound.error ? undefined : chargedAtCheckout(bound.value, currencySymbol, amountLabel)}
    />
  );
}

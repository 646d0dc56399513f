import { useWatch } from 'react-hook-form';
import { productUrdu } from '../../../../common/catalog/product-texts';
import { UrduTextFields } from '../../forms/urdu-fields';
import { tabOf, type EditorTab } from './form-check';
import { productBody, type ProductFormValues } from './product-form';

/**
 * A tab of the product editor in Urdu (decision 039): the Urdu of the words its English fields hold, each
 * beside the English it translates (its placeholder). The rest of the product (prices, images, numbers)
 * is the English tab's alone.
 */
export function ProductUrduTab({ tab }: { tab: EditorTab }) {
  const values = useWatch() as ProductFormValues;
  return (
    <UrduTextFields
      shape={productUrdu.shape}
      english={productBody(values)}
      include={(path) => tabOf(path) === tab}
      empty="Nothing to translate on this tab yet: its English texts are empty."
    />
  );
}

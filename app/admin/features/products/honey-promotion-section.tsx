import { Section, TextArea, TextInput } from '../../forms/editor-fields';
import { MediaChooser } from '../media';
import type { ProductFormValues } from './product-form';

type Honey = ProductFormValues['honey'];

/** The honey promotion block (back-office §2 Details): title, description, image and button text. */
export function HoneyPromotionSection({
  honey,
  onChange,
  errors,
}: {
  honey: Honey;
  onChange: (honey: Honey) => void;
  errors: Record<string, string>;
}) {
  const key = (field: string) => `productHoneyPromotion.${field}`;
  const change = (patch: Partial<Honey>) => onChange({ ...honey, ...patch });
  return (
    <Section title="Honey promotion" description="A strip on the product page promoting the shop's honey.">
      <TextInput
        name={key('title')}
        label="Promotion title"
        value={honey.title}
        onChange={(title) => change({ title })}
        error={errors[key('title')]}
      />
      <TextArea
        name={key('description')}
        label="Promotion description"
        rows={2}
        value={honey.description}
        onChange={(description) => change({ description })}
        error={errors[key('description')]}
      />
      <MediaChooser
        name={key('imageUrl')}
        label="Promotion image"
        pickerTitle="Browse media"
        value={honey.imageUrl}
        onChange={(imageUrl) => change({ imageUrl })}
        error={errors[key('imageUrl')]}
      />
      <TextInput
        name={key('buttonText')}
        label="Button text"
        placeholder="Shop honey"
        value={honey.buttonText}
        onChange={(buttonText) => change({ buttonText })}
        error={errors[key('buttonText')]}
      />
    </Section>
  );
}

import { Section } from '../../forms/editor-fields';
import { TextAreaField, TextField } from '../../forms/fields';
import { MediaField } from '../media';

/** The honey promotion block (back-office §2 Details): title, description, image and button text. */
export function HoneyPromotionSection() {
  return (
    <Section title="Honey promotion" description="A strip on the product page promoting the shop's honey.">
      <TextField name="productHoneyPromotion.title" label="Promotion title" />
      <TextAreaField name="productHoneyPromotion.description" label="Promotion description" rows={2} />
      <MediaField name="productHoneyPromotion.imageUrl" label="Promotion image" pickerTitle="Browse media" />
      <TextField name="productHoneyPromotion.buttonText" label="Button text" placeholder="Shop honey" />
    </Section>
  );
}

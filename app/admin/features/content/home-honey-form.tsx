import { HONEY_STRIP_BACKGROUND } from '../../../../common/content/section-defaults';
import { MAX_HONEY_FEATURES } from '../../../../common/content/section-rules';
import { Section } from '../../forms/editor-fields';
import { TextAreaField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';
import { MediaField } from '../media';
import { ColorField } from './form-parts';
import { str, texts } from './list-rules';
import { sectionForm } from './section-form';

/** home-honey-strip (back-office §2): the raw honey banner. */

type Honey = {
  sectionHeading: string;
  subheading: string;
  title: string;
  punchline: string;
  ctaLabel: string;
  imageUrl: string;
  ctaButtonText: string;
  ctaLink: string;
  backgroundColor: string;
  /** Rows of the list field, each one line; the content keeps the lines. */
  features: Array<{ text: string }>;
};

function HoneyFields() {
  return (
    <>
      <Section title="Titles">
        <TextField name="sectionHeading" label="Section heading" />
        <TextAreaField name="subheading" label="Subheading" rows={2} />
        <TextField name="title" label="Title" />
        <TextField name="punchline" label="Punchline" />
      </Section>
      <Section title="Features" description={`Up to ${MAX_HONEY_FEATURES}, one short line each.`}>
        <ListField
          name="features"
          item="feature"
          layout="plain"
          addLabel="Add feature"
          newRow={() => ({ text: '' })}
          max={MAX_HONEY_FEATURES}
          hideAddWhenFull
        >
          {(path, index, remove) => (
            <TextField name={`${path}.text`} label={`Feature ${index + 1}`} addon={remove} />
          )}
        </ListField>
      </Section>
      <Section title="Background and button">
        <MediaField
          name="imageUrl"
          label="Background image"
          purpose="content"
          pickerTitle="Choose the honey strip image"
        />
        <ColorField
          name="backgroundColor"
          label="Background colour"
          hint="A hex colour such as #FEF3C7."
          fallback={HONEY_STRIP_BACKGROUND}
        />
        <TextField name="ctaLabel" label="Call-to-action label" hint="Display only, not clickable." />
        <TextField name="ctaButtonText" label="Button text" />
        <TextField
          name="ctaLink"
          label="Button link"
          hint="A path on this site such as /products, or an https:// address."
        />
      </Section>
    </>
  );
}

export const homeHoneyForm = sectionForm<Honey>({
  fromContent: (c) => ({
    ...texts(c, [
      'sectionHeading',
      'subheading',
      'title',
      'punchline',
      'ctaLabel',
      'imageUrl',
      'ctaButtonText',
      'ctaLink',
      'backgroundColor',
    ]),
    features: Array.isArray(c.features) ? c.features.map((feature) => ({ text: str(feature) })) : [],
  }),
  toContent: (values) => ({
    ...values,
    features: values.features.map((feature) => feature.text.trim()).filter(Boolean),
  }),
  // The content's `features.2` is the third row's text.
  fieldOf: (path) => (/^features\.\d+$/.test(path) ? `${path}.text` : path),
  Fields: HoneyFields,
});

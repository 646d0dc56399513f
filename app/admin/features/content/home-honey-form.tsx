import { HONEY_STRIP_BACKGROUND } from '../../../../common/content/section-defaults';
import { MAX_HONEY_FEATURES } from '../../../../common/content/section-rules';
import { RemoveButton, removeAt, Section, TextArea, TextInput } from '../../forms/editor-fields';
import { MediaChooser } from '../media';
import { ColorField, GrowingList } from './form-parts';
import { str, texts } from './list-rules';
import { fieldBinder, patcher, sectionForm, type FormProps } from './section-form';

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
  features: string[];
};

function HoneyForm({ value, onChange, errors }: FormProps<Honey>) {
  const field = fieldBinder(value, onChange, errors);
  const set = patcher(value, onChange);
  const { features } = value;
  return (
    <>
      <Section title="Titles">
        <TextInput {...field('sectionHeading')} label="Section heading" />
        <TextArea {...field('subheading')} label="Subheading" rows={2} />
        <TextInput {...field('title')} label="Title" />
        <TextInput {...field('punchline')} label="Punchline" />
      </Section>
      <Section title="Features" description={`Up to ${MAX_HONEY_FEATURES}, one short line each.`}>
        <GrowingList
          className="space-y-2"
          addLabel="Add feature"
          onAdd={() => set({ features: [...features, ''] })}
          canAdd={features.length < MAX_HONEY_FEATURES}
          error={errors.features}
        >
          {features.map((feature, index) => (
            <li key={index}>
              <TextInput
                name={`features.${index}`}
                label={`Feature ${index + 1}`}
                value={feature}
                onChange={(text) => set({ features: features.map((f, i) => (i === index ? text : f)) })}
                error={errors[`features.${index}`]}
                addon={
                  <RemoveButton
                    label={`Remove feature ${index + 1}`}
                    onClick={() => set({ features: removeAt(features, index) })}
                  />
                }
              />
            </li>
          ))}
        </GrowingList>
      </Section>
      <Section title="Background and button">
        <MediaChooser
          {...field('imageUrl')}
          label="Background image"
          purpose="content"
          pickerTitle="Choose the honey strip image"
        />
        <ColorField
          {...field('backgroundColor')}
          label="Background colour"
          hint="A hex colour such as #FEF3C7."
          fallback={HONEY_STRIP_BACKGROUND}
        />
        <TextInput {...field('ctaLabel')} label="Call-to-action label" hint="Display only, not clickable." />
        <TextInput {...field('ctaButtonText')} label="Button text" />
        <TextInput
          {...field('ctaLink')}
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
    features: Array.isArray(c.features) ? c.features.map(str) : [],
  }),
  toContent: (form) => ({
    ...form,
    features: form.features.map((feature) => feature.trim()).filter(Boolean),
  }),
  Form: HoneyForm,
});

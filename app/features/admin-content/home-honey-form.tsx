import { HONEY_STRIP_BACKGROUND } from '../../../common/content/section-defaults';
import { MAX_HONEY_FEATURES } from '../../../common/content/section-rules';
import {
  AddButton,
  RemoveButton,
  removeAt,
  Section,
  TextArea,
  TextInput,
} from '../../components/admin/editor-fields';
import { MediaChooser } from '../../components/admin/media/media-chooser';
import { ColorField } from './form-parts';
import { str } from './list-rules';
import { patcher, sectionForm, type FormProps } from './section-form';

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
  const set = patcher(value, onChange);
  const { features } = value;
  return (
    <>
      <Section title="Titles">
        <TextInput
          name="sectionHeading"
          label="Section heading"
          value={value.sectionHeading}
          onChange={(sectionHeading) => set({ sectionHeading })}
          error={errors.sectionHeading}
        />
        <TextArea
          name="subheading"
          label="Subheading"
          rows={2}
          value={value.subheading}
          onChange={(subheading) => set({ subheading })}
          error={errors.subheading}
        />
        <TextInput
          name="title"
          label="Title"
          value={value.title}
          onChange={(title) => set({ title })}
          error={errors.title}
        />
        <TextInput
          name="punchline"
          label="Punchline"
          value={value.punchline}
          onChange={(punchline) => set({ punchline })}
          error={errors.punchline}
        />
      </Section>
      <Section title="Features" description={`Up to ${MAX_HONEY_FEATURES}, one short line each.`}>
        <ol className="space-y-2">
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
        </ol>
        {errors.features ? <p className="text-sm text-red-700">{errors.features}</p> : null}
        {features.length < MAX_HONEY_FEATURES ? (
          <AddButton label="Add feature" onClick={() => set({ features: [...features, ''] })} />
        ) : null}
      </Section>
      <Section title="Background and button">
        <MediaChooser
          name="imageUrl"
          label="Background image"
          purpose="content"
          pickerTitle="Choose the honey strip image"
          value={value.imageUrl}
          onChange={(imageUrl) => set({ imageUrl })}
          error={errors.imageUrl}
        />
        <ColorField
          name="backgroundColor"
          label="Background colour"
          hint="A hex colour such as #FEF3C7."
          fallback={HONEY_STRIP_BACKGROUND}
          value={value.backgroundColor}
          onChange={(backgroundColor) => set({ backgroundColor })}
          error={errors.backgroundColor}
        />
        <TextInput
          name="ctaLabel"
          label="Call-to-action label"
          hint="Display only, not clickable."
          value={value.ctaLabel}
          onChange={(ctaLabel) => set({ ctaLabel })}
          error={errors.ctaLabel}
        />
        <TextInput
          name="ctaButtonText"
          label="Button text"
          value={value.ctaButtonText}
          onChange={(ctaButtonText) => set({ ctaButtonText })}
          error={errors.ctaButtonText}
        />
        <TextInput
          name="ctaLink"
          label="Button link"
          hint="A path on this site such as /products, or an https:// address."
          value={value.ctaLink}
          onChange={(ctaLink) => set({ ctaLink })}
          error={errors.ctaLink}
        />
      </Section>
    </>
  );
}

export const homeHoneyForm = sectionForm<Honey>({
  fromContent: (c) => ({
    sectionHeading: str(c.sectionHeading),
    subheading: str(c.subheading),
    title: str(c.title),
    punchline: str(c.punchline),
    ctaLabel: str(c.ctaLabel),
    imageUrl: str(c.imageUrl),
    ctaButtonText: str(c.ctaButtonText),
    ctaLink: str(c.ctaLink),
    backgroundColor: str(c.backgroundColor),
    features: Array.isArray(c.features) ? c.features.map(str) : [],
  }),
  toContent: (form) => ({
    ...form,
    features: form.features.map((feature) => feature.trim()).filter(Boolean),
  }),
  Form: HoneyForm,
});

import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { MAX_BENEFITS } from '../../../../common/content/section-rules';
import { Section } from '../../forms/editor-fields';
import { TextAreaField, TextField } from '../../forms/fields';
import { MediaField } from '../media';
import { HeadingFields, PairRows } from './form-parts';
import { fixedRows, joinLines, splitLines, texts, titledRow, type TitledRow } from './list-rules';
import { sectionForm } from './section-form';

/** The home page's sections with a form of their own (back-office §2 Content management). */

type Hero = {
  videoUrl: string;
  heading: string;
  subheading: string;
  ctaText: string;
  secondaryCtaText: string;
};

function HeroFields() {
  return (
    <Section title="Hero">
      <MediaField
        name="videoUrl"
        label="Background video (required)"
        kind="video"
        purpose="content"
        pickerTitle="Choose the hero video"
      />
      <HeadingFields required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="ctaText" label="Main button text" hint="Opens the products page." />
        <TextField name="secondaryCtaText" label="Second button text" hint="Scrolls to the Vitalix packs." />
      </div>
    </Section>
  );
}

export const homeHeroForm = sectionForm<Hero>({
  fromContent: (c) => texts(c, ['videoUrl', 'heading', 'subheading', 'ctaText', 'secondaryCtaText']),
  toContent: (values) => ({ ...values }),
  Fields: HeroFields,
});

type Vitalix = {
  heading: string;
  description: string;
  imageUrl: string;
  /** One benefit per line. */
  benefits: string;
  ctaText: string;
  highlightedText: string;
};

function VitalixFields() {
  return (
    <Section title="Vitalix product">
      <TextField name="heading" label="Heading" />
      <TextAreaField name="description" label="Description" required rows={4} />
      <MediaField
        name="imageUrl"
        label="Image (required)"
        purpose="content"
        pickerTitle="Choose the Vitalix image"
      />
      <TextAreaField
        name="benefits"
        label="Benefits"
        rows={4}
        hint={`One per line, at most ${MAX_BENEFITS}.`}
      />
      <TextField name="ctaText" label="Button text" />
      <TextField
        name="highlightedText"
        label="Highlighted text"
        hint="Shown under the call to action on a highlighted background."
      />
    </Section>
  );
}

export const homeVitalixForm = sectionForm<Vitalix>({
  fromContent: (c) => ({
    ...texts(c, ['heading', 'description', 'imageUrl', 'ctaText', 'highlightedText']),
    benefits: joinLines(c.benefits),
  }),
  toContent: ({ benefits, ...rest }) => ({ ...rest, benefits: splitLines(benefits) }),
  Fields: VitalixFields,
});

type Quality = {
  heading: string;
  description: string;
  videoUrl: string;
  imageUrl: string;
  certifications: TitledRow[];
};

function QualityFields() {
  return (
    <>
      <Section title="Quality story">
        <TextField name="heading" label="Heading" />
        <TextAreaField name="description" label="Description" rows={3} />
        <MediaField
          name="videoUrl"
          label="Video"
          kind="video"
          purpose="content"
          pickerTitle="Choose the quality video"
          hint="Shown instead of the image when set."
        />
        <MediaField
          name="imageUrl"
          label="Image (when there is no video)"
          purpose="content"
          pickerTitle="Choose the quality image"
        />
      </Section>
      <Section title="Certifications" description="The three certifications beside the story.">
        <PairRows name="certifications" item="Certification" />
      </Section>
    </>
  );
}

export const homeQualityForm = sectionForm<Quality>({
  fromContent: (c) => ({
    ...texts(c, ['heading', 'description', 'videoUrl', 'imageUrl']),
    certifications: fixedRows<TitledRow>(
      c.certifications,
      SECTION_DEFAULTS['home-quality'].certifications,
      titledRow,
    ),
  }),
  toContent: (values) => ({ ...values }),
  Fields: QualityFields,
});

type Testimonials = { heading: string; subheading: string };

function TestimonialsFields() {
  return (
    <Section title="Customer reviews" description="The reviews themselves come from the Testimonials screen.">
      <HeadingFields />
    </Section>
  );
}

export const homeTestimonialsForm = sectionForm<Testimonials>({
  fromContent: (c) => texts(c, ['heading', 'subheading']),
  toContent: (values) => ({ ...values }),
  Fields: TestimonialsFields,
});

import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { MAX_BENEFITS } from '../../../../common/content/section-rules';
import { HeadingFields, Section, TextArea, TextInput } from '../../forms/editor-fields';
import { MediaChooser } from '../media';
import { PairRows } from './form-parts';
import { fixedRows, joinLines, splitLines, texts, titledRow, type TitledRow } from './list-rules';
import { fieldBinder, patcher, sectionForm, type FormProps } from './section-form';

/** The home page's sections with a form of their own (back-office §2 Content management). */

type Hero = {
  videoUrl: string;
  heading: string;
  subheading: string;
  ctaText: string;
  secondaryCtaText: string;
};

function HeroForm({ value, onChange, errors }: FormProps<Hero>) {
  const field = fieldBinder(value, onChange, errors);
  return (
    <Section title="Hero">
      <MediaChooser
        {...field('videoUrl')}
        label="Background video (required)"
        kind="video"
        purpose="content"
        pickerTitle="Choose the hero video"
      />
      <HeadingFields value={value} onChange={patcher(value, onChange)} errors={errors} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput {...field('ctaText')} label="Main button text" hint="Opens the products page." />
        <TextInput
          {...field('secondaryCtaText')}
          label="Second button text"
          hint="Scrolls to the Vitalix packs."
        />
      </div>
    </Section>
  );
}

export const homeHeroForm = sectionForm<Hero>({
  fromContent: (c) => texts(c, ['videoUrl', 'heading', 'subheading', 'ctaText', 'secondaryCtaText']),
  toContent: (form) => ({ ...form }),
  Form: HeroForm,
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

function VitalixForm({ value, onChange, errors }: FormProps<Vitalix>) {
  const field = fieldBinder(value, onChange, errors);
  return (
    <Section title="Vitalix product">
      <TextInput {...field('heading')} label="Heading" />
      <TextArea {...field('description')} label="Description" required rows={4} />
      <MediaChooser
        {...field('imageUrl')}
        label="Image (required)"
        purpose="content"
        pickerTitle="Choose the Vitalix image"
      />
      <TextArea
        {...field('benefits')}
        label="Benefits"
        rows={4}
        hint={`One per line, at most ${MAX_BENEFITS}.`}
      />
      <TextInput {...field('ctaText')} label="Button text" />
      <TextInput
        {...field('highlightedText')}
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
  Form: VitalixForm,
});

type Quality = {
  heading: string;
  description: string;
  videoUrl: string;
  imageUrl: string;
  certifications: TitledRow[];
};

function QualityForm({ value, onChange, errors }: FormProps<Quality>) {
  const field = fieldBinder(value, onChange, errors);
  const set = patcher(value, onChange);
  return (
    <>
      <Section title="Quality story">
        <TextInput {...field('heading')} label="Heading" />
        <TextArea {...field('description')} label="Description" rows={3} />
        <MediaChooser
          {...field('videoUrl')}
          label="Video"
          kind="video"
          purpose="content"
          pickerTitle="Choose the quality video"
          hint="Shown instead of the image when set."
        />
        <MediaChooser
          {...field('imageUrl')}
          label="Image (when there is no video)"
          purpose="content"
          pickerTitle="Choose the quality image"
        />
      </Section>
      <Section title="Certifications" description="The three certifications beside the story.">
        <PairRows
          name="certifications"
          rows={value.certifications}
          onChange={(certifications) => set({ certifications })}
          errors={errors}
          rowTitle={(index) => `Certification ${index + 1}`}
        />
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
  toContent: (form) => ({ ...form }),
  Form: QualityForm,
});

type Testimonials = { heading: string; subheading: string };

function TestimonialsForm({ value, onChange, errors }: FormProps<Testimonials>) {
  return (
    <Section title="Customer reviews" description="The reviews themselves come from the Testimonials screen.">
      <HeadingFields value={value} onChange={patcher(value, onChange)} errors={errors} />
    </Section>
  );
}

export const homeTestimonialsForm = sectionForm<Testimonials>({
  fromContent: (c) => texts(c, ['heading', 'subheading']),
  toContent: (form) => ({ ...form }),
  Form: TestimonialsForm,
});

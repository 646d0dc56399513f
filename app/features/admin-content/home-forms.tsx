import { SECTION_DEFAULTS } from '../../../common/content/section-defaults';
import { MAX_BENEFITS } from '../../../common/content/section-rules';
import { Section, TextArea, TextInput } from '../../components/admin/editor-fields';
import { MediaChooser } from '../../components/admin/media/media-chooser';
import { PairRows } from './form-parts';
import { fixedRows, joinLines, rowText, splitLines, str } from './list-rules';
import { patcher, sectionForm, type FormProps } from './section-form';

/** The home page's sections with a form of their own (back-office §2 Content management). */

type Hero = {
  videoUrl: string;
  heading: string;
  subheading: string;
  ctaText: string;
  secondaryCtaText: string;
};

function HeroForm({ value, onChange, errors }: FormProps<Hero>) {
  const set = patcher(value, onChange);
  return (
    <Section title="Hero">
      <MediaChooser
        name="videoUrl"
        label="Background video (required)"
        kind="video"
        purpose="content"
        pickerTitle="Choose the hero video"
        value={value.videoUrl}
        onChange={(videoUrl) => set({ videoUrl })}
        error={errors.videoUrl}
      />
      <TextInput
        name="heading"
        label="Heading"
        required
        value={value.heading}
        onChange={(heading) => set({ heading })}
        error={errors.heading}
      />
      <TextArea
        name="subheading"
        label="Subheading"
        required
        rows={2}
        value={value.subheading}
        onChange={(subheading) => set({ subheading })}
        error={errors.subheading}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          name="ctaText"
          label="Main button text"
          hint="Opens the products page."
          value={value.ctaText}
          onChange={(ctaText) => set({ ctaText })}
          error={errors.ctaText}
        />
        <TextInput
          name="secondaryCtaText"
          label="Second button text"
          hint="Scrolls to the Vitalix packs."
          value={value.secondaryCtaText}
          onChange={(secondaryCtaText) => set({ secondaryCtaText })}
          error={errors.secondaryCtaText}
        />
      </div>
    </Section>
  );
}

export const homeHeroForm = sectionForm<Hero>({
  fromContent: (c) => ({
    videoUrl: str(c.videoUrl),
    heading: str(c.heading),
    subheading: str(c.subheading),
    ctaText: str(c.ctaText),
    secondaryCtaText: str(c.secondaryCtaText),
  }),
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
  const set = patcher(value, onChange);
  return (
    <Section title="Vitalix product">
      <TextInput
        name="heading"
        label="Heading"
        value={value.heading}
        onChange={(heading) => set({ heading })}
        error={errors.heading}
      />
      <TextArea
        name="description"
        label="Description"
        required
        rows={4}
        value={value.description}
        onChange={(description) => set({ description })}
        error={errors.description}
      />
      <MediaChooser
        name="imageUrl"
        label="Image (required)"
        purpose="content"
        pickerTitle="Choose the Vitalix image"
        value={value.imageUrl}
        onChange={(imageUrl) => set({ imageUrl })}
        error={errors.imageUrl}
      />
      <TextArea
        name="benefits"
        label="Benefits"
        rows={4}
        hint={`One per line, at most ${MAX_BENEFITS}.`}
        value={value.benefits}
        onChange={(benefits) => set({ benefits })}
        error={errors.benefits}
      />
      <TextInput
        name="ctaText"
        label="Button text"
        value={value.ctaText}
        onChange={(ctaText) => set({ ctaText })}
        error={errors.ctaText}
      />
      <TextInput
        name="highlightedText"
        label="Highlighted text"
        hint="Shown under the call to action on a highlighted background."
        value={value.highlightedText}
        onChange={(highlightedText) => set({ highlightedText })}
        error={errors.highlightedText}
      />
    </Section>
  );
}

export const homeVitalixForm = sectionForm<Vitalix>({
  fromContent: (c) => ({
    heading: str(c.heading),
    description: str(c.description),
    imageUrl: str(c.imageUrl),
    benefits: joinLines(c.benefits),
    ctaText: str(c.ctaText),
    highlightedText: str(c.highlightedText),
  }),
  toContent: ({ benefits, ...rest }) => ({ ...rest, benefits: splitLines(benefits) }),
  Form: VitalixForm,
});

type TitledRow = { title: string; description: string };
type Quality = {
  heading: string;
  description: string;
  videoUrl: string;
  imageUrl: string;
  certifications: TitledRow[];
};

function QualityForm({ value, onChange, errors }: FormProps<Quality>) {
  const set = patcher(value, onChange);
  return (
    <>
      <Section title="Quality story">
        <TextInput
          name="heading"
          label="Heading"
          value={value.heading}
          onChange={(heading) => set({ heading })}
          error={errors.heading}
        />
        <TextArea
          name="description"
          label="Description"
          rows={3}
          value={value.description}
          onChange={(description) => set({ description })}
          error={errors.description}
        />
        <MediaChooser
          name="videoUrl"
          label="Video"
          kind="video"
          purpose="content"
          pickerTitle="Choose the quality video"
          hint="Shown instead of the image when set."
          value={value.videoUrl}
          onChange={(videoUrl) => set({ videoUrl })}
          error={errors.videoUrl}
        />
        <MediaChooser
          name="imageUrl"
          label="Image (when there is no video)"
          purpose="content"
          pickerTitle="Choose the quality image"
          value={value.imageUrl}
          onChange={(imageUrl) => set({ imageUrl })}
          error={errors.imageUrl}
        />
      </Section>
      <Section title="Certifications" description="The three certifications beside the story.">
        <PairRows
          name="certifications"
          rows={value.certifications}
          onChange={(certifications) => set({ certifications })}
          errors={errors}
          rowTitle={(index) => `Certification ${index + 1}`}
          first={{ key: 'title', label: 'Title' }}
          second={{ key: 'description', label: 'Description' }}
        />
      </Section>
    </>
  );
}

const titled = (row: Record<string, unknown>, fallback: TitledRow): TitledRow => ({
  title: rowText(row, 'title', fallback.title),
  description: rowText(row, 'description', fallback.description),
});

export const homeQualityForm = sectionForm<Quality>({
  fromContent: (c) => ({
    heading: str(c.heading),
    description: str(c.description),
    videoUrl: str(c.videoUrl),
    imageUrl: str(c.imageUrl),
    certifications: fixedRows<TitledRow>(
      c.certifications,
      SECTION_DEFAULTS['home-quality'].certifications,
      titled,
    ),
  }),
  toContent: (form) => ({ ...form }),
  Form: QualityForm,
});

type Testimonials = { heading: string; subheading: string };

function TestimonialsForm({ value, onChange, errors }: FormProps<Testimonials>) {
  const set = patcher(value, onChange);
  return (
    <Section title="Customer reviews" description="The reviews themselves come from the Testimonials screen.">
      <TextInput
        name="heading"
        label="Heading"
        value={value.heading}
        onChange={(heading) => set({ heading })}
        error={errors.heading}
      />
      <TextArea
        name="subheading"
        label="Subheading"
        rows={2}
        value={value.subheading}
        onChange={(subheading) => set({ subheading })}
        error={errors.subheading}
      />
    </Section>
  );
}

export const homeTestimonialsForm = sectionForm<Testimonials>({
  fromContent: (c) => ({ heading: str(c.heading), subheading: str(c.subheading) }),
  toContent: (form) => ({ ...form }),
  Form: TestimonialsForm,
});

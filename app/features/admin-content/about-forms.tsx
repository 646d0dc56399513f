import { SECTION_DEFAULTS } from '../../../common/content/section-defaults';
import { Section, TextArea, TextInput } from '../../components/admin/editor-fields';
import { MediaChooser } from '../../components/admin/media/media-chooser';
import { PairRows } from './form-parts';
import { fixedRows, joinParagraphs, rowText, splitParagraphs, str } from './list-rules';
import { patcher, sectionForm, type FormProps } from './section-form';

/** The About page's sections (back-office §2 Content management). */

type Heading = { heading: string; subheading: string };

function AboutHeroForm({ value, onChange, errors }: FormProps<Heading>) {
  const set = patcher(value, onChange);
  return (
    <Section title="About hero">
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
        rows={3}
        value={value.subheading}
        onChange={(subheading) => set({ subheading })}
        error={errors.subheading}
      />
    </Section>
  );
}

export const aboutHeroForm = sectionForm<Heading>({
  fromContent: (c) => ({ heading: str(c.heading), subheading: str(c.subheading) }),
  toContent: (form) => ({ ...form }),
  Form: AboutHeroForm,
});

type MissionVision = { mission: string; vision: string };

function MissionVisionForm({ value, onChange, errors }: FormProps<MissionVision>) {
  const set = patcher(value, onChange);
  return (
    <Section title="Mission and vision">
      <TextArea
        name="mission"
        label="Our mission"
        rows={4}
        value={value.mission}
        onChange={(mission) => set({ mission })}
        error={errors.mission}
      />
      <TextArea
        name="vision"
        label="Our vision"
        rows={4}
        value={value.vision}
        onChange={(vision) => set({ vision })}
        error={errors.vision}
      />
    </Section>
  );
}

export const aboutMissionVisionForm = sectionForm<MissionVision>({
  fromContent: (c) => ({ mission: str(c.mission), vision: str(c.vision) }),
  toContent: (form) => ({ ...form }),
  Form: MissionVisionForm,
});

function HeadingFields({ value, onChange, errors }: FormProps<Heading>) {
  const set = patcher(value, onChange);
  return (
    <>
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
    </>
  );
}

type TitledRow = { title: string; description: string };
/** A value keeps the icon it was stored with: the form does not offer icons, the page draws them. */
type ValueRow = TitledRow & { icon: string };
type Values = Heading & { values: ValueRow[] };

function ValuesForm({ value, onChange, errors }: FormProps<Values>) {
  const set = patcher(value, onChange);
  return (
    <>
      <Section title="Heading">
        <HeadingFields value={value} onChange={(next) => set(next)} errors={errors} />
      </Section>
      <Section title="Values" description="The four values, each with a title and a description.">
        <PairRows
          name="values"
          rows={value.values}
          onChange={(values) => set({ values })}
          errors={errors}
          rowTitle={(index) => `Value ${index + 1}`}
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

export const aboutValuesForm = sectionForm<Values>({
  fromContent: (c) => ({
    heading: str(c.heading),
    subheading: str(c.subheading),
    values: fixedRows<ValueRow>(c.values, SECTION_DEFAULTS['about-values'].values, (row, fallback) => ({
      ...titled(row, fallback),
      icon: rowText(row, 'icon', fallback.icon),
    })),
  }),
  toContent: (form) => ({ ...form }),
  Form: ValuesForm,
});

type PromiseForm = { heading: string; imageUrl: string; paragraphs: string };

function PromiseFields({ value, onChange, errors }: FormProps<PromiseForm>) {
  const set = patcher(value, onChange);
  const paragraphError = Object.entries(errors).find(([path]) => path.startsWith('paragraphs'))?.[1];
  return (
    <Section title="Product promise">
      <TextInput
        name="heading"
        label="Heading"
        value={value.heading}
        onChange={(heading) => set({ heading })}
        error={errors.heading}
      />
      <MediaChooser
        name="imageUrl"
        label="Image"
        purpose="content"
        pickerTitle="Choose the promise image"
        value={value.imageUrl}
        onChange={(imageUrl) => set({ imageUrl })}
        error={errors.imageUrl}
      />
      <TextArea
        name="paragraphs"
        label="Paragraphs"
        rows={10}
        hint="Leave a blank line between paragraphs."
        value={value.paragraphs}
        onChange={(paragraphs) => set({ paragraphs })}
        error={paragraphError}
      />
    </Section>
  );
}

export const aboutPromiseForm = sectionForm<PromiseForm>({
  fromContent: (c) => ({
    heading: str(c.heading),
    imageUrl: str(c.imageUrl),
    paragraphs: joinParagraphs(c.paragraphs),
  }),
  toContent: ({ paragraphs, ...rest }) => ({ ...rest, paragraphs: splitParagraphs(paragraphs) }),
  Form: PromiseFields,
});

type Quality = { heading: string; imageUrl: string; standards: TitledRow[] };

function QualityForm({ value, onChange, errors }: FormProps<Quality>) {
  const set = patcher(value, onChange);
  return (
    <>
      <Section title="Quality standards">
        <TextInput
          name="heading"
          label="Heading"
          value={value.heading}
          onChange={(heading) => set({ heading })}
          error={errors.heading}
        />
        <MediaChooser
          name="imageUrl"
          label="Image"
          purpose="content"
          pickerTitle="Choose the quality image"
          value={value.imageUrl}
          onChange={(imageUrl) => set({ imageUrl })}
          error={errors.imageUrl}
        />
      </Section>
      <Section title="Standards" description="The four standards, each with a title and a description.">
        <PairRows
          name="standards"
          rows={value.standards}
          onChange={(standards) => set({ standards })}
          errors={errors}
          rowTitle={(index) => `Standard ${index + 1}`}
          first={{ key: 'title', label: 'Title' }}
          second={{ key: 'description', label: 'Description' }}
        />
      </Section>
    </>
  );
}

export const aboutQualityForm = sectionForm<Quality>({
  fromContent: (c) => ({
    heading: str(c.heading),
    imageUrl: str(c.imageUrl),
    standards: fixedRows<TitledRow>(c.standards, SECTION_DEFAULTS['about-quality'].standards, titled),
  }),
  toContent: (form) => ({ ...form }),
  Form: QualityForm,
});

type NamedRow = { name: string; description: string };
type Ingredients = Heading & {
  vitalixIngredients: NamedRow[];
  honeyDetails: TitledRow[];
  philosophy: string;
};

function IngredientsForm({ value, onChange, errors }: FormProps<Ingredients>) {
  const set = patcher(value, onChange);
  return (
    <>
      <Section title="Heading">
        <HeadingFields value={value} onChange={(next) => set(next)} errors={errors} />
      </Section>
      <Section
        title="Vitalix ingredients"
        description="Five ingredients, each with a name and a description."
      >
        <PairRows
          name="vitalixIngredients"
          rows={value.vitalixIngredients}
          onChange={(vitalixIngredients) => set({ vitalixIngredients })}
          errors={errors}
          rowTitle={(index) => `Ingredient ${index + 1}`}
          first={{ key: 'name', label: 'Name' }}
          second={{ key: 'description', label: 'Description' }}
        />
      </Section>
      <Section title="Raw honey details" description="Five details, each with a title and a description.">
        <PairRows
          name="honeyDetails"
          rows={value.honeyDetails}
          onChange={(honeyDetails) => set({ honeyDetails })}
          errors={errors}
          rowTitle={(index) => `Honey detail ${index + 1}`}
          first={{ key: 'title', label: 'Title' }}
          second={{ key: 'description', label: 'Description' }}
        />
      </Section>
      <Section title="Philosophy">
        <TextArea
          name="philosophy"
          label="Ingredient philosophy"
          rows={4}
          value={value.philosophy}
          onChange={(philosophy) => set({ philosophy })}
          error={errors.philosophy}
        />
      </Section>
    </>
  );
}

const defaults = SECTION_DEFAULTS['about-ingredients'];

export const aboutIngredientsForm = sectionForm<Ingredients>({
  fromContent: (c) => ({
    heading: str(c.heading),
    subheading: str(c.subheading),
    vitalixIngredients: fixedRows<NamedRow>(
      c.vitalixIngredients,
      defaults.vitalixIngredients,
      (row, fallback) => ({
        name: rowText(row, 'name', fallback.name),
        description: rowText(row, 'description', fallback.description),
      }),
    ),
    honeyDetails: fixedRows<TitledRow>(c.honeyDetails, defaults.honeyDetails, titled),
    philosophy: str(c.philosophy),
  }),
  toContent: (form) => ({ ...form }),
  Form: IngredientsForm,
});

import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { HeadingFields, Section, TextArea, TextInput } from '../../forms/editor-fields';
import { MediaChooser } from '../media';
import { PairRows } from './form-parts';
import {
  fixedRows,
  joinParagraphs,
  rowText,
  splitParagraphs,
  texts,
  titledRow,
  type TitledRow,
} from './list-rules';
import { fieldBinder, patcher, sectionForm, type FormProps } from './section-form';

/** The About page's sections (back-office §2 Content management). */

type Heading = { heading: string; subheading: string };

function AboutHeroForm({ value, onChange, errors }: FormProps<Heading>) {
  return (
    <Section title="About hero">
      <HeadingFields
        value={value}
        onChange={patcher(value, onChange)}
        errors={errors}
        required
        subheadingRows={3}
      />
    </Section>
  );
}

export const aboutHeroForm = sectionForm<Heading>({
  fromContent: (c) => texts(c, ['heading', 'subheading']),
  toContent: (form) => ({ ...form }),
  Form: AboutHeroForm,
});

type MissionVision = { mission: string; vision: string };

function MissionVisionForm({ value, onChange, errors }: FormProps<MissionVision>) {
  const field = fieldBinder(value, onChange, errors);
  return (
    <Section title="Mission and vision">
      <TextArea {...field('mission')} label="Our mission" rows={4} />
      <TextArea {...field('vision')} label="Our vision" rows={4} />
    </Section>
  );
}

export const aboutMissionVisionForm = sectionForm<MissionVision>({
  fromContent: (c) => texts(c, ['mission', 'vision']),
  toContent: (form) => ({ ...form }),
  Form: MissionVisionForm,
});

/** A value keeps the icon it was stored with: the form does not offer icons, the page draws them. */
type ValueRow = TitledRow & { icon: string };
type Values = Heading & { values: ValueRow[] };

function ValuesForm({ value, onChange, errors }: FormProps<Values>) {
  const set = patcher(value, onChange);
  return (
    <>
      <Section title="Heading">
        <HeadingFields value={value} onChange={set} errors={errors} />
      </Section>
      <Section title="Values" description="The four values, each with a title and a description.">
        <PairRows
          name="values"
          rows={value.values}
          onChange={(values) => set({ values })}
          errors={errors}
          rowTitle={(index) => `Value ${index + 1}`}
        />
      </Section>
    </>
  );
}

export const aboutValuesForm = sectionForm<Values>({
  fromContent: (c) => ({
    ...texts(c, ['heading', 'subheading']),
    values: fixedRows<ValueRow>(c.values, SECTION_DEFAULTS['about-values'].values, (row, fallback) => ({
      ...titledRow(row, fallback),
      icon: rowText(row, 'icon', fallback.icon),
    })),
  }),
  toContent: (form) => ({ ...form }),
  Form: ValuesForm,
});

type PromiseForm = { heading: string; imageUrl: string; paragraphs: string };

function PromiseFields({ value, onChange, errors }: FormProps<PromiseForm>) {
  const field = fieldBinder(value, onChange, errors);
  const paragraphError = Object.entries(errors).find(([path]) => path.startsWith('paragraphs'))?.[1];
  return (
    <Section title="Product promise">
      <TextInput {...field('heading')} label="Heading" />
      <MediaChooser
        {...field('imageUrl')}
        label="Image"
        purpose="content"
        pickerTitle="Choose the promise image"
      />
      <TextArea
        {...field('paragraphs')}
        label="Paragraphs"
        rows={10}
        hint="Leave a blank line between paragraphs."
        error={paragraphError}
      />
    </Section>
  );
}

export const aboutPromiseForm = sectionForm<PromiseForm>({
  fromContent: (c) => ({
    ...texts(c, ['heading', 'imageUrl']),
    paragraphs: joinParagraphs(c.paragraphs),
  }),
  toContent: ({ paragraphs, ...rest }) => ({ ...rest, paragraphs: splitParagraphs(paragraphs) }),
  Form: PromiseFields,
});

type Quality = { heading: string; imageUrl: string; standards: TitledRow[] };

function QualityForm({ value, onChange, errors }: FormProps<Quality>) {
  const field = fieldBinder(value, onChange, errors);
  const set = patcher(value, onChange);
  return (
    <>
      <Section title="Quality standards">
        <TextInput {...field('heading')} label="Heading" />
        <MediaChooser
          {...field('imageUrl')}
          label="Image"
          purpose="content"
          pickerTitle="Choose the quality image"
        />
      </Section>
      <Section title="Standards" description="The four standards, each with a title and a description.">
        <PairRows
          name="standards"
          rows={value.standards}
          onChange={(standards) => set({ standards })}
          errors={errors}
          rowTitle={(index) => `Standard ${index + 1}`}
        />
      </Section>
    </>
  );
}

export const aboutQualityForm = sectionForm<Quality>({
  fromContent: (c) => ({
    ...texts(c, ['heading', 'imageUrl']),
    standards: fixedRows<TitledRow>(c.standards, SECTION_DEFAULTS['about-quality'].standards, titledRow),
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
  const field = fieldBinder(value, onChange, errors);
  const set = patcher(value, onChange);
  return (
    <>
      <Section title="Heading">
        <HeadingFields value={value} onChange={set} errors={errors} />
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
        />
      </Section>
      <Section title="Raw honey details" description="Five details, each with a title and a description.">
        <PairRows
          name="honeyDetails"
          rows={value.honeyDetails}
          onChange={(honeyDetails) => set({ honeyDetails })}
          errors={errors}
          rowTitle={(index) => `Honey detail ${index + 1}`}
        />
      </Section>
      <Section title="Philosophy">
        <TextArea {...field('philosophy')} label="Ingredient philosophy" rows={4} />
      </Section>
    </>
  );
}

const defaults = SECTION_DEFAULTS['about-ingredients'];

export const aboutIngredientsForm = sectionForm<Ingredients>({
  fromContent: (c) => ({
    ...texts(c, ['heading', 'subheading', 'philosophy']),
    vitalixIngredients: fixedRows<NamedRow>(
      c.vitalixIngredients,
      defaults.vitalixIngredients,
      (row, fallback) => ({
        name: rowText(row, 'name', fallback.name),
        description: rowText(row, 'description', fallback.description),
      }),
    ),
    honeyDetails: fixedRows<TitledRow>(c.honeyDetails, defaults.honeyDetails, titledRow),
  }),
  toContent: (form) => ({ ...form }),
  Form: IngredientsForm,
});

import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { Section } from '../../forms/editor-fields';
import { TextAreaField, TextField } from '../../forms/fields';
import { MediaField } from '../media';
import { HeadingFields, PairRows } from './form-parts';
import {
  fixedRows,
  joinParagraphs,
  rowText,
  splitParagraphs,
  texts,
  titledRow,
  type TitledRow,
} from './list-rules';
import { sectionForm } from './section-form';

/** The About page's sections (back-office §2 Content management). */

type Heading = { heading: string; subheading: string };

function AboutHeroFields() {
  return (
    <Section title="About hero">
      <HeadingFields required subheadingRows={3} />
    </Section>
  );
}

export const aboutHeroForm = sectionForm<Heading>({
  fromContent: (c) => texts(c, ['heading', 'subheading']),
  toContent: (values) => ({ ...values }),
  Fields: AboutHeroFields,
});

type MissionVision = { mission: string; vision: string };

function MissionVisionFields() {
  return (
    <Section title="Mission and vision">
      <TextAreaField name="mission" label="Our mission" rows={4} />
      <TextAreaField name="vision" label="Our vision" rows={4} />
    </Section>
  );
}

export const aboutMissionVisionForm = sectionForm<MissionVision>({
  fromContent: (c) => texts(c, ['mission', 'vision']),
  toContent: (values) => ({ ...values }),
  Fields: MissionVisionFields,
});

/** A value keeps the icon it was stored with: the form does not offer icons, the page draws them. */
type ValueRow = TitledRow & { icon: string };
type Values = Heading & { values: ValueRow[] };

function ValuesFields() {
  return (
    <>
      <Section title="Heading">
        <HeadingFields />
      </Section>
      <Section title="Values" description="The four values, each with a title and a description.">
        <PairRows name="values" item="Value" />
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
  toContent: (values) => ({ ...values }),
  Fields: ValuesFields,
});

/** The paragraphs typed as one text, a blank line between two (back-office §2). */
type PromiseValues = { heading: string; imageUrl: string; paragraphs: string };

function PromiseFields() {
  return (
    <Section title="Product promise">
      <TextField name="heading" label="Heading" />
      <MediaField name="imageUrl" label="Image" purpose="content" pickerTitle="Choose the promise image" />
      <TextAreaField
        name="paragraphs"
        label="Paragraphs"
        rows={10}
        hint="Leave a blank line between paragraphs."
      />
    </Section>
  );
}

export const aboutPromiseForm = sectionForm<PromiseValues>({
  fromContent: (c) => ({
    ...texts(c, ['heading', 'imageUrl']),
    paragraphs: joinParagraphs(c.paragraphs),
  }),
  toContent: ({ paragraphs, ...rest }) => ({ ...rest, paragraphs: splitParagraphs(paragraphs) }),
  Fields: PromiseFields,
});

type Quality = { heading: string; imageUrl: string; standards: TitledRow[] };

function QualityFields() {
  return (
    <>
      <Section title="Quality standards">
        <TextField name="heading" label="Heading" />
        <MediaField name="imageUrl" label="Image" purpose="content" pickerTitle="Choose the quality image" />
      </Section>
      <Section title="Standards" description="The four standards, each with a title and a description.">
        <PairRows name="standards" item="Standard" />
      </Section>
    </>
  );
}

export const aboutQualityForm = sectionForm<Quality>({
  fromContent: (c) => ({
    ...texts(c, ['heading', 'imageUrl']),
    standards: fixedRows<TitledRow>(c.standards, SECTION_DEFAULTS['about-quality'].standards, titledRow),
  }),
  toContent: (values) => ({ ...values }),
  Fields: QualityFields,
});

type NamedRow = { name: string; description: string };
type Ingredients = Heading & {
  vitalixIngredients: NamedRow[];
  honeyDetails: TitledRow[];
  philosophy: string;
};

function IngredientsFields() {
  return (
    <>
      <Section title="Heading">
        <HeadingFields />
      </Section>
      <Section
        title="Vitalix ingredients"
        description="Five ingredients, each with a name and a description."
      >
        <PairRows name="vitalixIngredients" item="Ingredient" first={{ key: 'name', label: 'Name' }} />
      </Section>
      <Section title="Raw honey details" description="Five details, each with a title and a description.">
        <PairRows name="honeyDetails" item="Honey detail" />
      </Section>
      <Section title="Philosophy">
        <TextAreaField name="philosophy" label="Ingredient philosophy" rows={4} />
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
  toContent: (values) => ({ ...values }),
  Fields: IngredientsFields,
});

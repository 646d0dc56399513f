import {
  CATEGORY_CHIP_DEFAULTS,
  FEATURE_ICONS,
  SECTION_DEFAULTS,
  SORT_OPTION_DEFAULTS,
  type FeatureIcon,
} from '../../../common/content/section-defaults';
import { MAX_PRODUCTS_FEATURES } from '../../../common/content/section-rules';
import {
  AddButton,
  RemoveButton,
  removeAt,
  replaceAt,
  Section,
  SelectField,
  TextArea,
  TextInput,
} from '../../components/admin/editor-fields';
import { isRecord } from '../../../common/content/fields';
import { RowGroup } from './form-parts';
import { readRows, str } from './list-rules';
import { patcher, sectionForm, type Errors, type FormProps } from './section-form';

/** The products page's sections with a form of their own (back-office §2 Content management). */

type Labelled = { key: string; label: string };

/** Rows whose key is fixed (a category id, a sort value) and whose label staff may rename. */
function LabelRows({
  name,
  keyName,
  keyLabel,
  rows,
  onChange,
  errors,
}: {
  name: string;
  keyName: string;
  keyLabel: string;
  rows: Labelled[];
  onChange: (rows: Labelled[]) => void;
  errors: Errors;
}) {
  return (
    <ol className="space-y-3">
      {rows.map((row, index) => (
        <RowGroup key={row.key} title={`${keyLabel}: ${row.key}`}>
          <TextInput
            name={`${name}.${index}.label`}
            label={`Label for ${row.key}`}
            value={row.label}
            onChange={(label) => onChange(replaceAt(rows, index, { label }))}
            error={errors[`${name}.${index}.label`] ?? errors[`${name}.${index}.${keyName}`]}
          />
        </RowGroup>
      ))}
    </ol>
  );
}

/** The stored label of each fixed key, in the catalogue's order; a missing row keeps its default label. */
function labelsByKey(
  stored: unknown,
  keyName: string,
  defaults: readonly Labelled[],
  aliases: Record<string, string> = {},
) {
  const rows = Array.isArray(stored) ? stored.filter(isRecord) : [];
  return defaults.map((fallback) => {
    const row = rows.find((entry) => {
      const key = str(entry[keyName]);
      return (aliases[key] ?? key) === fallback.key;
    });
    return { key: fallback.key, label: row && 'label' in row ? str(row.label) : fallback.label };
  });
}

type Categories = { categories: Labelled[] };

function CategoriesForm({ value, onChange, errors }: FormProps<Categories>) {
  return (
    <Section
      title="Category filters"
      description="The five chips above the product list. Their ids are fixed."
    >
      <LabelRows
        name="categories"
        keyName="id"
        keyLabel="Category id"
        rows={value.categories}
        onChange={(categories) => onChange({ categories })}
        errors={errors}
      />
    </Section>
  );
}

const CATEGORY_KEYS = CATEGORY_CHIP_DEFAULTS.map((chip) => ({ key: chip.id, label: chip.label }));

export const productsCategoriesForm = sectionForm<Categories>({
  fromContent: (c) => ({ categories: labelsByKey(c.categories, 'id', CATEGORY_KEYS) }),
  toContent: (form) => ({ categories: form.categories.map(({ key, label }) => ({ id: key, label })) }),
  Form: CategoriesForm,
});

type Sort = { options: Labelled[] };

function SortForm({ value, onChange, errors }: FormProps<Sort>) {
  return (
    <Section title="Sort options" description="The six choices of the Sort by list. Their values are fixed.">
      <LabelRows
        name="options"
        keyName="value"
        keyLabel="Sort value"
        rows={value.options}
        onChange={(options) => onChange({ options })}
        errors={errors}
      />
    </Section>
  );
}

const SORT_KEYS = SORT_OPTION_DEFAULTS.map((option) => ({ key: option.value, label: option.label }));
// The storefront's address names the price sorts price-asc and price-desc; older saves may too.
const SORT_ALIASES: Record<string, string> = { 'price-asc': 'price-low', 'price-desc': 'price-high' };

export const productsSortForm = sectionForm<Sort>({
  fromContent: (c) => ({ options: labelsByKey(c.options, 'value', SORT_KEYS, SORT_ALIASES) }),
  toContent: (form) => ({ options: form.options.map(({ key, label }) => ({ value: key, label })) }),
  Form: SortForm,
});

type Cta = { heading: string; subheading: string; primaryButtonText: string; secondaryButtonText: string };

function CtaForm({ value, onChange, errors }: FormProps<Cta>) {
  const set = patcher(value, onChange);
  return (
    <Section title="Call to action">
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          name="primaryButtonText"
          label="Primary button text"
          hint="Opens the flagship product."
          value={value.primaryButtonText}
          onChange={(primaryButtonText) => set({ primaryButtonText })}
          error={errors.primaryButtonText}
        />
        <TextInput
          name="secondaryButtonText"
          label="Secondary button text"
          hint="Opens the About page."
          value={value.secondaryButtonText}
          onChange={(secondaryButtonText) => set({ secondaryButtonText })}
          error={errors.secondaryButtonText}
        />
      </div>
    </Section>
  );
}

export const productsCtaForm = sectionForm<Cta>({
  fromContent: (c) => ({
    heading: str(c.heading),
    subheading: str(c.subheading),
    primaryButtonText: str(c.primaryButtonText),
    secondaryButtonText: str(c.secondaryButtonText),
  }),
  toContent: (form) => ({ ...form }),
  Form: CtaForm,
});

type Feature = { icon: FeatureIcon; title: string; description: string };
type Features = { features: Feature[] };

const ICON_OPTIONS = FEATURE_ICONS.map((icon) => ({ value: icon, label: icon }));

function FeaturesForm({ value, onChange, errors }: FormProps<Features>) {
  const { features } = value;
  const set = (next: Feature[]) => onChange({ features: next });
  return (
    <Section
      title="Feature cards"
      description={`Up to ${MAX_PRODUCTS_FEATURES} cards, each with an icon, a title and a description.`}
    >
      <ol className="space-y-3">
        {features.map((feature, index) => {
          const at = `features.${index}`;
          const title = `Feature ${index + 1}`;
          return (
            <RowGroup
              key={index}
              title={feature.title ? `${title}: ${feature.title}` : title}
              actions={
                <RemoveButton
                  label={`Remove feature ${index + 1}`}
                  onClick={() => set(removeAt(features, index))}
                />
              }
            >
              <SelectField
                name={`${at}.icon`}
                label={`Icon (${title})`}
                value={feature.icon}
                options={ICON_OPTIONS}
                onChange={(icon) => set(replaceAt(features, index, { icon }))}
                error={errors[`${at}.icon`]}
              />
              <TextInput
                name={`${at}.title`}
                label={`Title (${title})`}
                value={feature.title}
                onChange={(text) => set(replaceAt(features, index, { title: text }))}
                error={errors[`${at}.title`]}
              />
              <TextArea
                name={`${at}.description`}
                label={`Description (${title})`}
                rows={2}
                value={feature.description}
                onChange={(description) => set(replaceAt(features, index, { description }))}
                error={errors[`${at}.description`]}
              />
            </RowGroup>
          );
        })}
      </ol>
      {errors.features ? <p className="text-sm text-red-700">{errors.features}</p> : null}
      {/* back-office §2: the add button is hidden once there are six cards. */}
      {features.length < MAX_PRODUCTS_FEATURES ? (
        <AddButton
          label="Add feature"
          onClick={() => set([...features, { icon: 'Leaf', title: '', description: '' }])}
        />
      ) : null}
    </Section>
  );
}

function featureOf(row: Record<string, unknown>): Feature {
  const icon = FEATURE_ICONS.find((name) => name === row.icon) ?? 'Leaf';
  return { icon, title: str(row.title), description: str(row.description) };
}

export const productsFeaturesForm = sectionForm<Features>({
  fromContent: (c) => {
    const stored = readRows(c.features, featureOf);
    return {
      features: stored.length
        ? stored
        : SECTION_DEFAULTS['products-features'].features.map((f) => featureOf({ ...f })),
    };
  },
  toContent: (form) => ({ features: form.features.map((feature) => ({ ...feature })) }),
  Form: FeaturesForm,
});

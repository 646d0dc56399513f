import {
  CATEGORY_CHIP_DEFAULTS,
  FEATURE_ICONS,
  SECTION_DEFAULTS,
  SORT_OPTION_DEFAULTS,
  type FeatureIcon,
} from '../../../../common/content/section-defaults';
import { MAX_PRODUCTS_FEATURES } from '../../../../common/content/section-rules';
import {
  HeadingFields,
  RemoveButton,
  removeAt,
  replaceAt,
  RowGroup,
  Section,
  SelectInput,
  TextInput,
} from '../../forms/editor-fields';
import { isRecord } from '../../../../common/content/fields';
import { GrowingList, PairFields } from './form-parts';
import { readRows, str, texts } from './list-rules';
import { fieldBinder, patcher, sectionForm, type Errors, type FormProps } from './section-form';

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

/**
 * A section that is one list of fixed keys (the category chips' ids, the sort values) whose labels staff
 * may rename: `list` is where the content keeps it, `keyName` what each stored row calls its key.
 */
function labelsForm({
  title,
  description,
  list,
  keyName,
  keyLabel,
  keys,
  aliases,
}: {
  title: string;
  description: string;
  list: string;
  keyName: string;
  /** Names a row: 'Category id: all'. */
  keyLabel: string;
  /** The fixed keys in the catalogue's order, with their default labels. */
  keys: readonly Labelled[];
  /** Older stored keys, by the key they stand for now. */
  aliases?: Record<string, string>;
}) {
  type Labels = { rows: Labelled[] };
  function LabelsForm({ value, onChange, errors }: FormProps<Labels>) {
    return (
      <Section title={title} description={description}>
        <LabelRows
          name={list}
          keyName={keyName}
          keyLabel={keyLabel}
          rows={value.rows}
          onChange={(rows) => onChange({ rows })}
          errors={errors}
        />
      </Section>
    );
  }
  return sectionForm<Labels>({
    fromContent: (c) => ({ rows: labelsByKey(c[list], keyName, keys, aliases) }),
    toContent: (form) => ({ [list]: form.rows.map(({ key, label }) => ({ [keyName]: key, label })) }),
    Form: LabelsForm,
  });
}

export const productsCategoriesForm = labelsForm({
  title: 'Category filters',
  description: 'The five chips above the product list. Their ids are fixed.',
  list: 'categories',
  keyName: 'id',
  keyLabel: 'Category id',
  keys: CATEGORY_CHIP_DEFAULTS.map((chip) => ({ key: chip.id, label: chip.label })),
});

export const productsSortForm = labelsForm({
  title: 'Sort options',
  description: 'The six choices of the Sort by list. Their values are fixed.',
  list: 'options',
  keyName: 'value',
  keyLabel: 'Sort value',
  keys: SORT_OPTION_DEFAULTS.map((option) => ({ key: option.value, label: option.label })),
  // The storefront's address names the price sorts price-asc and price-desc; older saves may too.
  aliases: { 'price-asc': 'price-low', 'price-desc': 'price-high' },
});

type Cta = { heading: string; subheading: string; primaryButtonText: string; secondaryButtonText: string };

function CtaForm({ value, onChange, errors }: FormProps<Cta>) {
  const field = fieldBinder(value, onChange, errors);
  return (
    <Section title="Call to action">
      <HeadingFields value={value} onChange={patcher(value, onChange)} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          {...field('primaryButtonText')}
          label="Primary button text"
          hint="Opens the flagship product."
        />
        <TextInput
          {...field('secondaryButtonText')}
          label="Secondary button text"
          hint="Opens the About page."
        />
      </div>
    </Section>
  );
}

export const productsCtaForm = sectionForm<Cta>({
  fromContent: (c) => texts(c, ['heading', 'subheading', 'primaryButtonText', 'secondaryButtonText']),
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
      {/* back-office §2: the add button is hidden once there are six cards. */}
      <GrowingList
        addLabel="Add feature"
        onAdd={() => set([...features, { icon: 'Leaf', title: '', description: '' }])}
        canAdd={features.length < MAX_PRODUCTS_FEATURES}
        error={errors.features}
      >
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
              <SelectInput
                name={`${at}.icon`}
                label={`Icon (${title})`}
                value={feature.icon}
                options={ICON_OPTIONS}
                onChange={(icon) => set(replaceAt(features, index, { icon }))}
                error={errors[`${at}.icon`]}
              />
              <PairFields
                at={at}
                title={title}
                row={feature}
                onChange={(patch) => set(replaceAt(features, index, patch))}
                errors={errors}
              />
            </RowGroup>
          );
        })}
      </GrowingList>
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

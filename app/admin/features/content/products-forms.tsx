import { useWatch } from 'react-hook-form';
import {
  CATEGORY_CHIP_DEFAULTS,
  FEATURE_ICONS,
  SECTION_DEFAULTS,
  SORT_OPTION_DEFAULTS,
  type FeatureIcon,
} from '../../../../common/content/section-defaults';
import { MAX_PRODUCTS_FEATURES } from '../../../../common/content/section-rules';
import { isRecord } from '../../../../common/content/fields';
import { Section } from '../../forms/editor-fields';
import { SelectField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';
import { HeadingFields, PairFields } from './form-parts';
import { readRows, str, texts } from './list-rules';
import { sectionForm } from './section-form';

/** The products page's sections with a form of their own (back-office §2 Content management). */

type Labelled = { key: string; label: string };

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
  function LabelsFields() {
    return (
      <Section title={title} description={description}>
        <ListField name={list} item={keyLabel} fixed title={(index) => `${keyLabel}: ${keys[index]?.key}`}>
          {(path, index) => <TextField name={`${path}.label`} label={`Label for ${keys[index]?.key}`} />}
        </ListField>
      </Section>
    );
  }
  // A row's key is fixed: a problem with it shows under the row's label.
  const keyPath = new RegExp(`^(${list}\\.\\d+)\\.${keyName}$`);
  return sectionForm<Record<string, Labelled[]>>({
    fromContent: (c) => ({ [list]: labelsByKey(c[list], keyName, keys, aliases) }),
    toContent: (values) => ({
      [list]: (values[list] ?? []).map(({ key, label }) => ({ [keyName]: key, label })),
    }),
    fieldOf: (path) => path.replace(keyPath, '$1.label'),
    Fields: LabelsFields,
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

function CtaFields() {
  return (
    <Section title="Call to action">
      <HeadingFields />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="primaryButtonText" label="Primary button text" hint="Opens the flagship product." />
        <TextField name="secondaryButtonText" label="Secondary button text" hint="Opens the About page." />
      </div>
    </Section>
  );
}

export const productsCtaForm = sectionForm<Cta>({
  fromContent: (c) => texts(c, ['heading', 'subheading', 'primaryButtonText', 'secondaryButtonText']),
  toContent: (values) => ({ ...values }),
  Fields: CtaFields,
});

type Feature = { icon: FeatureIcon; title: string; description: string };
type Features = { features: Feature[] };

const ICON_OPTIONS = FEATURE_ICONS.map((icon) => ({ value: icon, label: icon }));

function FeaturesFields() {
  const features = useWatch<Features, 'features'>({ name: 'features' });
  const featureTitle = (index: number) => `Feature ${index + 1}`;
  return (
    <Section
      title="Feature cards"
      description={`Up to ${MAX_PRODUCTS_FEATURES} cards, each with an icon, a title and a description.`}
    >
      {/* back-office §2: the add button is hidden once there are six cards. */}
      <ListField
        name="features"
        item="Feature"
        title={(index) => {
          const named = features[index]?.title;
          return named ? `${featureTitle(index)}: ${named}` : featureTitle(index);
        }}
        removeLabel={(index) => `Remove feature ${index + 1}`}
        addLabel="Add feature"
        newRow={() => ({ icon: 'Leaf', title: '', description: '' })}
        max={MAX_PRODUCTS_FEATURES}
        hideAddWhenFull
      >
        {(path, index) => (
          <>
            <SelectField
              name={`${path}.icon`}
              label={`Icon (${featureTitle(index)})`}
              options={ICON_OPTIONS}
            />
            <PairFields path={path} title={featureTitle(index)} />
          </>
        )}
      </ListField>
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
  toContent: (values) => ({ features: values.features.map((feature) => ({ ...feature })) }),
  Fields: FeaturesFields,
});

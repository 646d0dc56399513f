import { TextInput } from '../../forms/editor-fields';
import { TextAreaField, TextField, useBoundField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';

/** The fields the section forms share, bound to the form by name (decision 027). */

type Pair = { key: string; label: string };

/** The two fields of most fixed rows: a certification's, a value's, a standard's. */
const TITLE: Pair = { key: 'title', label: 'Title' };
const DESCRIPTION: Pair = { key: 'description', label: 'Description' };

/** A section's heading and subheading; `required` when the section has no default to fall back on. */
export function HeadingFields({
  required,
  subheadingRows = 2,
}: {
  required?: boolean;
  subheadingRows?: number;
}) {
  return (
    <>
      <TextField name="heading" label="Heading" required={required} />
      <TextAreaField name="subheading" label="Subheading" required={required} rows={subheadingRows} />
    </>
  );
}

/**
 * The two text fields of one row, labelled with the row's title ('Title (Certification 1)') and named
 * from the row's path ('certifications.0.title'), as the section's check names their problems.
 */
export function PairFields({
  path,
  title,
  first = TITLE,
  second = DESCRIPTION,
}: {
  path: string;
  title: string;
  /** The row's text field; a title unless said otherwise. */
  first?: Pair;
  /** The row's longer text under it; a description unless said otherwise. */
  second?: Pair;
}) {
  return (
    <>
      <TextField name={`${path}.${first.key}`} label={`${first.label} (${title})`} />
      <TextAreaField name={`${path}.${second.key}`} label={`${second.label} (${title})`} rows={2} />
    </>
  );
}

/**
 * A fixed number of rows with two text fields each (three certifications with title and description,
 * five ingredients with name and description…), titled '<item> N'. Rows keep any other field they hold
 * (a value's icon).
 */
export function PairRows({ name, item, first }: { name: string; item: string; first?: Pair }) {
  return (
    <ListField name={name} item={item} fixed>
      {(path, index) => <PairFields path={path} title={`${item} ${index + 1}`} first={first} />}
    </ListField>
  );
}

const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

/** `#abc` as the colour input needs it (`#aabbcc`); anything else is not a colour it can show. */
export function fullHex(value: string): string | null {
  const hex = value.trim();
  if (!HEX.test(hex)) return null;
  if (hex.length === 7) return hex.toLowerCase();
  return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
}

/** A colour: the browser's picker beside its hex text, either one editable. */
export function ColorField({
  name,
  label,
  hint,
  fallback,
}: {
  name: string;
  label: string;
  hint?: string;
  /** What the picker shows while the text is not a colour. */
  fallback: string;
}) {
  const field = useBoundField<string>(name);
  return (
    <TextInput
      {...field}
      label={label}
      hint={hint}
      placeholder={fallback}
      addon={
        <input
          type="color"
          aria-label={`${label}: colour picker`}
          value={fullHex(field.value) ?? fullHex(fallback) ?? '#000000'}
          onChange={(event) => field.onChange(event.target.value.toUpperCase())}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
        />
      }
    />
  );
}

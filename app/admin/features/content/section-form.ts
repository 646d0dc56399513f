import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { Fields } from '../../../../common/content/fields';

/**
 * A typed section's form (decision 027): how stored content becomes the form's values (lists typed as
 * text, fixed rows padded), how the values become content again, and the fields, bound to the values by
 * name. The values keep the content's key names, so a problem's path ('pricingTiers.0.name') is the
 * field's name.
 */
export type SectionFormDef<F extends FieldValues> = {
  fromContent: (content: Fields) => F;
  toContent: (values: F) => Fields;
  /**
   * The field a problem of the content shows under, when its path is not the field's name (a honey
   * feature's text is `features.2.text`); a path into text typed for a list ('benefits.3') is the text
   * field's without this.
   */
  fieldOf?: (path: string) => string;
  Fields: ComponentType;
};

/** A form with its values' type hidden, so one registry holds every section's form. */
export type AnySectionForm = SectionFormDef<FieldValues>;

export function sectionForm<F extends FieldValues>(def: SectionFormDef<F>): AnySectionForm {
  // The editor only hands toContent what fromContent or the form's own fields produced.
  return def as unknown as AnySectionForm;
}

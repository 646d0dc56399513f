import { useWatch } from 'react-hook-form';
import type { UrduGroup } from '../../../../common/i18n/urdu-version';
import { UrduTextFields } from '../../forms/urdu-fields';
import { previewContentOf } from './section-draft';
import type { AnySectionForm } from './section-form';

/**
 * A section's Urdu version in the editor (decision 039): an Urdu field for each text the section's English
 * holds as the draft now stands (its form's, or the raw JSON's while it parses), the English as its
 * placeholder. The section's images, links, colours and prices are the English form's alone.
 */
export function SectionUrduFields({
  urdu,
  sectionForm,
}: {
  urdu: UrduGroup;
  sectionForm: AnySectionForm | null;
}) {
  const english = previewContentOf(sectionForm, useWatch());
  return (
    <UrduTextFields
      shape={urdu.shape}
      english={english ?? {}}
      empty="Nothing to translate yet: the section's English texts are empty, or its JSON does not read."
    />
  );
}

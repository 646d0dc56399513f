import { Section } from '../../forms/editor-fields';
import { TextAreaField } from '../../forms/fields';

/** How to use the product: the quick view's Usage Instructions (storefront §2, §3 `usageInstructions`). */
export function UsageSection() {
  return (
    <Section title="Usage Instructions">
      <TextAreaField
        name="usageInstructions"
        label="Usage Instructions"
        rows={3}
        hint="Shown under Usage Instructions in the quick view of the products page. Line breaks are kept."
      />
    </Section>
  );
}

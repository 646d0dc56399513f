import { TextAreaField, TextField } from '../../forms/fields';

/** A product block's heading and subheading (`block` 'productBenefits' names them as its errors do). */
export function BlockHeadings({ block }: { block: 'productBenefits' | 'productIngredients' }) {
  return (
    <>
      <TextField name={`${block}.heading`} label="Heading" />
      <TextAreaField name={`${block}.subheading`} label="Subheading" rows={2} />
    </>
  );
}

import { useWatch } from 'react-hook-form';
import { MAX_LEGAL_SECTIONS } from '../../../../common/content/section-rules';
import { Section } from '../../forms/editor-fields';
import { TextAreaField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';
import { joinParagraphs, readRows, splitParagraphs, str, texts } from './list-rules';
import { sectionForm } from './section-form';

/**
 * The Privacy Policy and Terms pages (storefront §2 Footer): the page's heading and introduction, then its
 * parts in the page's order, each a heading and its paragraphs typed with a blank line between two.
 */

/** One part of the page, its paragraphs typed as one text. */
type Part = { heading: string; paragraphs: string };
type LegalValues = { heading: string; intro: string; sections: Part[] };

function LegalFields() {
  const parts = useWatch<LegalValues, 'sections'>({ name: 'sections' });
  const partTitle = (index: number) => `Section ${index + 1}`;
  return (
    <>
      <Section title="Page">
        <TextField
          name="heading"
          label="Heading"
          hint="The page's title. Left empty, the default title shows."
        />
        <TextAreaField name="intro" label="Introduction" rows={3} hint="Shown under the heading." />
      </Section>
      <Section
        title="Sections"
        description={`In the order the page shows them, up to ${MAX_LEGAL_SECTIONS}. Each needs at least one paragraph.`}
      >
        <ListField
          name="sections"
          item="Section"
          title={(index) => {
            const heading = parts[index]?.heading.trim();
            return heading ? `${partTitle(index)}: ${heading}` : partTitle(index);
          }}
          addLabel="Add section"
          newRow={() => ({ heading: '', paragraphs: '' })}
          min={1}
          max={MAX_LEGAL_SECTIONS}
        >
          {(path, index) => (
            <>
              <TextField name={`${path}.heading`} label={`Heading (${partTitle(index)})`} />
              <TextAreaField
                name={`${path}.paragraphs`}
                label={`Paragraphs (${partTitle(index)})`}
                rows={6}
                hint="Leave a blank line between paragraphs."
              />
            </>
          )}
        </ListField>
      </Section>
    </>
  );
}

/** One form for both pages: they hold the same fields. */
export const legalPageForm = sectionForm<LegalValues>({
  fromContent: (c) => ({
    ...texts(c, ['heading', 'intro']),
    sections: readRows(c.sections, (row) => ({
      heading: str(row.heading),
      // Saved through the API, paragraphs may already be one text.
      paragraphs: typeof row.paragraphs === 'string' ? row.paragraphs : joinParagraphs(row.paragraphs),
    })),
  }),
  toContent: ({ sections, ...rest }) => ({
    ...rest,
    sections: sections.map(({ heading, paragraphs }) => ({
      heading,
      paragraphs: splitParagraphs(paragraphs),
    })),
  }),
  Fields: LegalFields,
});

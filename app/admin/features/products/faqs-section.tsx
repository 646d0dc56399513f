import { Section } from '../../forms/editor-fields';
import { TextAreaField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';

const MAX_AUDIENCES = 20;
const MAX_FAQS = 50;

/** The product's FAQs (back-office §2 Details): who-is-it-for questions and the general FAQ list. */
export function FaqsSection() {
  return (
    <>
      <Section title="Who is it for" description="Questions by audience: who the product suits, and why.">
        <ListField
          name="productFaqs.whoIsItFor"
          item="Who-is-it-for"
          removeLabel={(i) => `Remove who-is-it-for ${i + 1}`}
          addLabel="Add question"
          newRow={() => ({ audience: '', question: '', answer: '' })}
          max={MAX_AUDIENCES}
          empty="No who-is-it-for questions."
        >
          {(path) => (
            <>
              <TextField name={`${path}.audience`} label="Audience" placeholder="Busy professionals" />
              <TextField name={`${path}.question`} label="Question" required />
              <TextAreaField name={`${path}.answer`} label="Answer" required rows={2} />
            </>
          )}
        </ListField>
      </Section>
      <Section title="FAQs">
        <TextField name="productFaqs.heading" label="FAQ heading" />
        <ListField
          name="productFaqs.faqs"
          item="FAQ"
          addLabel="Add FAQ"
          newRow={() => ({ question: '', answer: '' })}
          max={MAX_FAQS}
          empty="No FAQs."
        >
          {(path) => (
            <>
              <TextField name={`${path}.question`} label="Question" required />
              <TextAreaField name={`${path}.answer`} label="Answer" required rows={2} />
            </>
          )}
        </ListField>
      </Section>
    </>
  );
}

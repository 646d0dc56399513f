import {
  AddButton,
  removeAt,
  replaceAt,
  RowCard,
  Section,
  TextArea,
  TextInput,
} from '../../forms/editor-fields';
import type { ProductFormValues } from './product-form';

type Faqs = ProductFormValues['faqs'];
const MAX_AUDIENCES = 20;
const MAX_FAQS = 50;

/** The product's FAQs (back-office §2 Details): who-is-it-for questions and the general FAQ list. */
export function FaqsSection({
  faqs,
  onChange,
  errors,
}: {
  faqs: Faqs;
  onChange: (faqs: Faqs) => void;
  errors: Record<string, string>;
}) {
  const key = (field: string) => `productFaqs.${field}`;
  const change = (patch: Partial<Faqs>) => onChange({ ...faqs, ...patch });
  const { whoIsItFor, items } = faqs;
  return (
    <>
      <Section
        title="Who is it for"
        description="Questions by audience: who the product suits, and why."
        actions={
          <AddButton
            label="Add question"
            disabled={whoIsItFor.length >= MAX_AUDIENCES}
            onClick={() =>
              change({ whoIsItFor: [...whoIsItFor, { audience: '', question: '', answer: '' }] })
            }
          />
        }
      >
        {whoIsItFor.length ? (
          <ol className="space-y-3">
            {whoIsItFor.map((item, i) => (
              <RowCard
                key={i}
                title={`Who-is-it-for ${i + 1}`}
                removeLabel={`Remove who-is-it-for ${i + 1}`}
                onRemove={() => change({ whoIsItFor: removeAt(whoIsItFor, i) })}
              >
                <TextInput
                  name={key(`whoIsItFor.${i}.audience`)}
                  label="Audience"
                  placeholder="Busy professionals"
                  value={item.audience}
                  onChange={(audience) => change({ whoIsItFor: replaceAt(whoIsItFor, i, { audience }) })}
                  error={errors[key(`whoIsItFor.${i}.audience`)]}
                />
                <TextInput
                  name={key(`whoIsItFor.${i}.question`)}
                  label="Question"
                  required
                  value={item.question}
                  onChange={(question) => change({ whoIsItFor: replaceAt(whoIsItFor, i, { question }) })}
                  error={errors[key(`whoIsItFor.${i}.question`)]}
                />
                <TextArea
                  name={key(`whoIsItFor.${i}.answer`)}
                  label="Answer"
                  required
                  rows={2}
                  value={item.answer}
                  onChange={(answer) => change({ whoIsItFor: replaceAt(whoIsItFor, i, { answer }) })}
                  error={errors[key(`whoIsItFor.${i}.answer`)]}
                />
              </RowCard>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-stone-600">No who-is-it-for questions.</p>
        )}
      </Section>
      <Section
        title="FAQs"
        actions={
          <AddButton
            label="Add FAQ"
            disabled={items.length >= MAX_FAQS}
            onClick={() => change({ items: [...items, { question: '', answer: '' }] })}
          />
        }
      >
        <TextInput
          name={key('heading')}
          label="FAQ heading"
          value={faqs.heading}
          onChange={(heading) => change({ heading })}
          error={errors[key('heading')]}
        />
        {items.length ? (
          <ol className="space-y-3">
            {items.map((item, i) => (
              <RowCard
                key={i}
                title={`FAQ ${i + 1}`}
                removeLabel={`Remove FAQ ${i + 1}`}
                onRemove={() => change({ items: removeAt(items, i) })}
              >
                <TextInput
                  name={key(`faqs.${i}.question`)}
                  label="Question"
                  required
                  value={item.question}
                  onChange={(question) => change({ items: replaceAt(items, i, { question }) })}
                  error={errors[key(`faqs.${i}.question`)]}
                />
                <TextArea
                  name={key(`faqs.${i}.answer`)}
                  label="Answer"
                  required
                  rows={2}
                  value={item.answer}
                  onChange={(answer) => change({ items: replaceAt(items, i, { answer }) })}
                  error={errors[key(`faqs.${i}.answer`)]}
                />
              </RowCard>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-stone-600">No FAQs.</p>
        )}
      </Section>
    </>
  );
}

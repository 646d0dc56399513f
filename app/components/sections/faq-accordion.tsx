import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

export type FaqItem = { id?: string; question: string; answer: string };

/** Questions that open one at a time to show their answers (home FAQ, product FAQ, who-is-it-for). */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.id ?? index} value={item.id ?? String(index)}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium text-stone-900 hover:bg-stone-50 sm:px-6">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 text-stone-500 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 text-stone-700 sm:px-6">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

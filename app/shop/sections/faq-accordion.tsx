import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

export type FaqItem = { id?: string; question: string; answer: string };

/**
 * Questions that open one at a time to show their answers (home FAQ, product FAQ, who-is-it-for), in
 * the WAI-ARIA accordion pattern: each question is a button in a heading, with aria-expanded and the
 * answer region it controls. Answers stay in the HTML when closed (hidden), so search engines read them.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.id ?? index}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-start font-medium text-stone-900 hover:bg-stone-50 sm:px-6"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`h-5 w-5 shrink-0 text-stone-500 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pb-4 whitespace-pre-line text-stone-700 sm:px-6"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

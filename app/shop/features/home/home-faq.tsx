import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FaqAccordion } from '../../sections/faq-accordion';
import { filterFaqs, type HomeFaqItem } from './home-data';
import { fill } from '../../i18n/messages';
import { useLocalizedPath, useMessages } from '../../i18n/shop-language';

/**
 * The site FAQ with a search box that keeps the questions whose question or answer holds the text, in
 * any case (storefront §2 Home). The skip link "Skip to FAQ" lands here.
 */
export function HomeFaq({ faqs }: { faqs: HomeFaqItem[] }) {
  const words = useMessages('home');
  const to = useLocalizedPath();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const shown = filterFaqs(faqs, query);
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-3xl px-4 py-14">
        <h2 id="faq-heading" className="text-center text-3xl font-bold text-stone-900">
          {words.faqHeading}
        </h2>
        <div className="relative mt-8">
          <label htmlFor={inputId} className="sr-only">
            {words.searchQuestions}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500"
          />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={words.searchQuestionsPlaceholder}
            className="w-full rounded-lg border border-stone-300 bg-white py-3 ps-10 pe-4 text-stone-900 placeholder:text-stone-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
          />
        </div>
        <p role="status" className="sr-only">
          {query.trim() ? fill(words.questionsShown, { shown: shown.length, total: faqs.length }) : ''}
        </p>
        <div className="mt-6">
          {shown.length ? (
            <FaqAccordion items={shown} />
          ) : (
            <p className="rounded-xl border border-stone-200 px-4 py-6 text-center text-stone-700">
              {faqs.length ? words.noQuestionsMatch : words.noQuestions}
            </p>
          )}
        </div>
        <div className="mt-8 text-center">
          <p className="text-stone-700">{words.stillQuestions}</p>
          <Link
            to={to('/about')}
            className="mt-3 inline-block rounded-lg border-2 border-brand-700 px-6 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {words.contactUs}
          </Link>
        </div>
      </div>
    </section>
  );
}

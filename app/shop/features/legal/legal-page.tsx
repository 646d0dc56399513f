import { Breadcrumb } from '../../../ui/breadcrumb';
import type { LegalContent } from './legal-content';
import { useLocalizedPath, useMessages } from '../../i18n/shop-language';

/** The Privacy Policy or Terms page. */
export function LegalPageView({ content }: { content: LegalContent }) {
  return (
    <main id="main-content">
      <LegalText content={content} />
    </main>
  );
}

/**
 * The page's text under its breadcrumb: staff's words, drawn as plain text (DESIGN §4 Content). Also the
 * content editor's live preview, which has a page of its own around it.
 */
export function LegalText({ content }: { content: LegalContent }) {
  const shop = useMessages('shop');
  const to = useLocalizedPath();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-16">
      <Breadcrumb
        items={[{ label: shop.home, to: to('/') }, { label: content.heading }]}
        label={shop.breadcrumb}
      />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{content.heading}</h1>
      {content.intro ? <p className="mt-4 text-lg text-stone-700">{content.intro}</p> : null}
      {content.sections.map((section, index) => (
        <section key={`${section.heading}-${index}`} className="mt-10">
          {section.heading ? (
            <h2 className="text-xl font-semibold text-stone-900">{section.heading}</h2>
          ) : null}
          {section.paragraphs.map((paragraph, i) => (
            <p key={i} className="mt-3 leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

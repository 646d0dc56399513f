import { ShieldCheck } from 'lucide-react';
import { MediaVideo } from '../../media/media-video';
import { Picture } from '../../media/picture';
import type { QualityContent } from './home-content';
import { useMessages } from '../../i18n/shop-language';

/** Certifications and quality (storefront §2 Home): the section's video when staff set one, else its image. */
export function QualitySection({ content }: { content: QualityContent }) {
  const words = useMessages('home');
  return (
    <section aria-labelledby="quality-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-2">
        <div>
          <h2 id="quality-heading" className="text-3xl font-bold text-stone-900">
            {content.heading}
          </h2>
          <p className="mt-4 text-stone-700">{content.description}</p>
          <ul className="mt-8 space-y-5">
            {content.certifications.map((certification) => (
              <li key={certification.title} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <ShieldCheck aria-hidden="true" className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-stone-900">{certification.title}</h3>
                  {certification.description ? (
                    <p className="mt-1 text-sm text-stone-700">{certification.description}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
        {content.videoUrl ? (
          <MediaVideo
            src={content.videoUrl}
            title={content.heading}
            poster={content.imageUrl ?? undefined}
            className="aspect-video w-full rounded-3xl"
          />
        ) : (
          <Picture
            src={content.imageUrl}
            alt={words.qualityImageAlt}
            width={800}
            height={600}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="aspect-[4/3] w-full overflow-hidden rounded-3xl"
          />
        )}
      </div>
    </section>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Picture } from '../../media/picture';
import { cn } from '../../../lib/cn';
import { fill } from '../../i18n/messages';
import { useFormat, useMessages } from '../../i18n/shop-language';

/** Storefront §9: the quick view shows up to 6 thumbnails. */
export const QUICK_VIEW_THUMBNAILS = 6;

const arrowButton =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-stone-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * The quick view's images: previous and next (wrapping round), a '1 / N' counter, thumbnails, and a
 * spinner while each image loads with an icon if it fails (storefront §2 Product modal).
 */
export function QuickViewGallery({ images, name }: { images: string[]; name: string }) {
  const words = useMessages('catalog');
  const format = useFormat();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const move = (step: number) => setIndex((current + step + count) % count);

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-xl bg-stone-100">
        <Picture
          key={images[current] ?? 'none'}
          src={images[current]}
          alt={
            count > 1
              ? fill(words.imageOf, { name, n: format.count(current + 1), count: format.count(count) })
              : name
          }
          width={800}
          height={800}
          sizes="(min-width: 768px) 384px, 90vw"
          spinner
          className="aspect-square w-full"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label={words.previousImage}
              onClick={() => move(-1)}
              className={cn(arrowButton, 'start-2')}
            >
              <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100 h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label={words.nextImage}
              onClick={() => move(1)}
              className={cn(arrowButton, 'end-2')}
            >
              <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 h-5 w-5" />
            </button>
          </>
        ) : null}
        <p
          aria-live="polite"
          className="absolute end-2 bottom-2 rounded-full bg-stone-900/80 px-2.5 py-0.5 text-xs font-medium text-white"
        >
          {`${format.count(count ? current + 1 : 0)} / ${format.count(count)}`}
        </p>
      </div>
      {count > 1 ? (
        <ul className="grid grid-cols-6 gap-2" aria-label={words.images}>
          {images.slice(0, QUICK_VIEW_THUMBNAILS).map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={fill(words.showImage, { n: format.count(i + 1) })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  'block w-full overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
                  i === current ? 'border-brand-700' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <Picture
                  src={src}
                  alt=""
                  width={96}
                  height={96}
                  sizes="64px"
                  className="aspect-square w-full"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

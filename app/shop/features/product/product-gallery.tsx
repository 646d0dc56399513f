import { Maximize2, Play } from 'lucide-react';
import { useState, type PointerEvent } from 'react';
import { usePageMedia } from '../../media/media-context';
import { MediaVideo } from '../../media/media-video';
import { Picture } from '../../media/picture';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { cn } from '../../../lib/cn';
import { clampIndex, galleryItems, itemLabel } from './gallery-items';
import { fill } from '../../i18n/messages';
import { useFormat, useMessages } from '../../i18n/shop-language';

const GalleryLightbox = lazyDialog(async () => (await import('./gallery-lightbox')).GalleryLightbox);

type Props = { name: string; images: string[]; videos: string[] };

/**
 * Product images then video thumbnails (storefront §2): a main view with hover zoom on desktop that
 * opens the lightbox, and a 4-column grid of thumbnails.
 */
export function ProductGallery({ name, images, videos }: Props) {
  const words = useMessages('product');
  const format = useFormat();
  const items = galleryItems(images, videos, usePageMedia().alts);
  const [index, setIndex] = useState(0);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const [zoomOrigin, setZoomOrigin] = useState<string | null>(null);
  const current = clampIndex(index, items.length);
  const item = items[current];

  // Zoom follows a mouse only: on touch screens a tap opens the lightbox instead.
  function zoom(event: PointerEvent<HTMLButtonElement>) {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setZoomOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  }

  return (
    <div className="min-w-0">
      <div className="relative aspect-square overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
        {!item ? (
          <Picture src={null} alt={name} width={800} height={800} className="h-full w-full" />
        ) : item.kind === 'video' ? (
          <MediaVideo src={item.src} title={fill(words.video, { name })} className="h-full w-full" />
        ) : (
          <button
            type="button"
            onClick={() => setLightboxOpen(true)}
            onPointerMove={zoom}
            onPointerLeave={() => setZoomOrigin(null)}
            aria-label={fill(words.openFullScreen, {
              item: itemLabel(items, current, name, words, format.count),
            })}
            className="group block h-full w-full cursor-zoom-in"
          >
            <div
              className="h-full w-full transition-transform duration-200"
              style={zoomOrigin ? { transform: 'scale(2)', transformOrigin: zoomOrigin } : undefined}
            >
              <Picture
                key={item.src}
                src={item.src}
                alt={name}
                width={800}
                height={800}
                sizes="(min-width: 1024px) 600px, 100vw"
                priority={current === 0}
                className="h-full w-full"
              />
            </div>
            <span className="absolute end-3 bottom-3 rounded-full bg-white/90 p-2 text-stone-800 shadow">
              <Maximize2 aria-hidden="true" className="h-5 w-5" />
            </span>
          </button>
        )}
      </div>
      {items.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2" aria-label={fill(words.gallery, { name })}>
          {items.map((thumb, i) => (
            <li key={`${thumb.kind}-${thumb.src}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={fill(words.show, { item: itemLabel(items, i, name, words, format.count) })}
                aria-current={i === current ? 'true' : undefined}
                className={cn(
                  'relative block aspect-square w-full overflow-hidden rounded-lg border-2 bg-stone-100',
                  i === current ? 'border-brand-700' : 'border-transparent hover:border-stone-300',
                )}
              >
                {thumb.kind === 'image' ? (
                  <Picture
                    src={thumb.src}
                    alt=""
                    width={160}
                    height={160}
                    sizes="(min-width: 1024px) 140px, 25vw"
                    className="h-full w-full"
                  />
                ) : (
                  <span className="flex h-full w-full items-center justify-center bg-stone-800 text-white">
                    <Play aria-hidden="true" className="h-8 w-8" />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <GalleryLightbox
        name={name}
        items={items}
        index={current}
        onIndexChange={setIndex}
        open={lightboxOpen}
        onOpenChange={setLightboxOpen}
      />
    </div>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { MediaVideo } from '../../media/media-video';
import { Picture } from '../../media/picture';
import DialogSurface from '../../../ui/dialog-surface';
import { itemLabel, type GalleryItem } from './gallery-items';
import { fill } from '../../i18n/messages';
import { useFormat, useMessages } from '../../i18n/shop-language';

type Props = {
  name: string;
  items: GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The full-screen gallery (storefront §2): Escape closes (Radix), the arrow keys and the buttons move
 * through every item, wrapping at the ends, and a counter says where you are. Loaded the first time it
 * opens (`product-gallery.tsx`).
 */
export function GalleryLightbox({ name, items, index, onIndexChange, open, onOpenChange }: Props) {
  const words = useMessages('product');
  const catalog = useMessages('catalog');
  const shop = useMessages('shop');
  const format = useFormat();
  const count = items.length;
  const item = items[index];

  useEffect(() => {
    if (!open || count < 2) return;
    // On the window: focus may sit on the dialog's close button, outside the content we render.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % count);
      if (event.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, count, index, onIndexChange]);

  if (!item) return null;
  return (
    <DialogSurface
      open={open}
      onOpenChange={onOpenChange}
      title={fill(words.gallery, { name })}
      closeLabel={shop.close}
      hideTitle
      size="2xl"
      className="p-3 pt-14 sm:p-6 sm:pt-14"
    >
      <div className="relative flex items-center justify-center">
        {item.kind === 'video' ? (
          <MediaVideo
            src={item.src}
            title={fill(words.video, { name })}
            className="max-h-[75vh] w-full rounded-lg"
          />
        ) : (
          <Picture
            key={item.src}
            src={item.src}
            alt={itemLabel(items, index, name, words, format.count)}
            width={1200}
            height={1200}
            sizes="(min-width: 1024px) 960px, 100vw"
            spinner
            className="aspect-square max-h-[75vh] w-full"
            fit="contain"
          />
        )}
        {count > 1 ? (
          <>
            <StepButton
              label={catalog.previousImage}
              onClick={() => onIndexChange((index - 1 + count) % count)}
            >
              <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100 h-6 w-6" />
            </StepButton>
            <StepButton
              label={catalog.nextImage}
              onClick={() => onIndexChange((index + 1) % count)}
              className="end-2"
            >
              <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 h-6 w-6" />
            </StepButton>
          </>
        ) : null}
      </div>
      <p className="mt-3 text-center text-sm font-medium text-stone-700" aria-live="polite">
        {`${format.count(index + 1)} / ${format.count(count)}`}
      </p>
    </DialogSurface>
  );
}

function StepButton({
  label,
  onClick,
  className = 'start-2',
  children,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-stone-900 shadow hover:bg-white ${className}`}
    >
      {children}
    </button>
  );
}

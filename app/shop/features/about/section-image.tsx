import { Leaf } from 'lucide-react';
import { Picture } from '../../media/picture';

type Props = { src: string | null; alt: string; caption: string };

/**
 * A section's photo, or — when staff have not set one — a drawn brand panel in its place, so the layout
 * keeps its shape (storefront §2 About: "image with fallback"). A photo that fails to load gets the
 * placeholder of `<Picture>` (§4).
 */
export function SectionImage({ src, alt, caption }: Props) {
  const box = 'aspect-[4/3] w-full overflow-hidden rounded-2xl shadow-lg';
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`${box} flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-100 via-brand-50 to-amber-100 p-6 text-center`}
      >
        <Leaf aria-hidden="true" className="h-16 w-16 text-brand-700" />
        <span aria-hidden="true" className="text-lg font-semibold text-brand-800">
          {caption}
        </span>
      </div>
    );
  }
  return (
    <Picture
      src={src}
      alt={alt}
      width={800}
      height={600}
      sizes="(min-width: 1024px) 560px, 100vw"
      className={box}
    />
  );
}

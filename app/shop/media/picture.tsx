import { ImageOff, Loader2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { preload } from 'react-dom';
import { cn } from '../../lib/cn';
import { usePageMedia } from './media-context';

type Props = {
  src: string | null | undefined;
  /** What the image shows; the media library's alt text for it, when staff wrote one, is used instead. */
  alt: string;
  /** The box the image is drawn in, used when the media library does not know the image's own size. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right file. */
  sizes?: string;
  /** Above the fold: load at once with high priority (the LCP image); otherwise lazily. */
  priority?: boolean;
  /** Show a spinner until the image has loaded (the quick view). */
  spinner?: boolean;
  /** How the image fills its box: cropped to it (the default) or whole inside it. */
  fit?: 'cover' | 'contain';
  className?: string;
};

type Status = 'loading' | 'loaded' | 'failed';

/**
 * An image as a `<picture>`: one `<source>` per optimized format in the spec's order (webp, avif, jpg,
 * png) with every width in `srcset`, width and height set so nothing shifts, the alt text staff gave it in
 * the media library, and a placeholder icon when the file fails to load (storefront §4, §9).
 */
export function Picture({
  src,
  alt: fallbackAlt,
  width,
  height,
  sizes,
  priority,
  spinner,
  fit = 'cover',
  className,
}: Props) {
  const { pictures, alts } = usePageMedia();
  const [status, setStatus] = useState<Status>('loading');
  const data = src ? pictures[src] : undefined;
  const alt = (src && alts[src]) || fallbackAlt;

  // An image can fail or finish before React hydrates and attaches its handlers; read its state then.
  const checkEarly = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setStatus(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  // The page's main image (its LCP) is fetched from the <head>, ahead of the scripts, in the format the
  // browser will pick: the first source (the spec's first choice, webp) with its widths.
  const first = data?.sources[0];
  if (priority && src && status !== 'failed') {
    preload(first ? data.src : src, {
      as: 'image',
      fetchPriority: 'high',
      ...(first ? { imageSrcSet: first.srcSet, imageSizes: sizes, type: first.type } : {}),
    });
  }

  if (!src || status === 'failed') {
    return (
      <div
        role="img"
        aria-label={alt || 'Image unavailable'}
        className={cn('flex items-center justify-center bg-stone-100 text-stone-400', className)}
      >
        <ImageOff aria-hidden="true" className="h-8 w-8" />
      </div>
    );
  }

  return (
    <div className={cn('relative', className)}>
      <picture>
        {data?.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        <img
          ref={checkEarly}
          src={data?.src ?? src}
          alt={alt}
          width={data?.width ?? width}
          height={data?.height ?? height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
          className={cn('h-full w-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
        />
      </picture>
      {spinner && status === 'loading' ? (
        <div className="absolute inset-0 flex items-center justify-center bg-stone-50" aria-hidden="true">
          <Loader2 className="h-8 w-8 animate-spin text-brand-700" />
        </div>
      ) : null}
    </div>
  );
}

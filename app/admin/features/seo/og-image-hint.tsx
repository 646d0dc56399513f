import { useEffect, useState } from 'react';
import { SEO_HINTS } from '../../../../common/seo/seo-admin-schemas';

type Size = { width: number; height: number };
type Tone = 'none' | 'ok' | 'off';

const RECOMMENDED = `${SEO_HINTS.ogImage.width}×${SEO_HINTS.ogImage.height} recommended`;
const RATIO = SEO_HINTS.ogImage.width / SEO_HINTS.ogImage.height;

/**
 * The share image's live counter (back-office §5 "OG image 1200x630"): the chosen image's size against
 * the recommended one. Link previews crop other shapes and blur smaller images; neither blocks a save.
 */
export function ogImageHint(size: Size | null): { text: string; tone: Tone } {
  if (!size) return { text: RECOMMENDED, tone: 'none' };
  const measured = `${size.width}×${size.height}`;
  if (Math.abs(size.width / size.height - RATIO) > 0.05)
    return { text: `${measured} · ${RECOMMENDED} · another shape: previews will crop it`, tone: 'off' };
  if (size.width < SEO_HINTS.ogImage.width)
    return { text: `${measured} · ${RECOMMENDED} · smaller: previews may look blurred`, tone: 'off' };
  return { text: `${measured} · the recommended shape and size`, tone: 'ok' };
}

/** The natural size of the image at `url`, once the browser has loaded it (null before, or on failure). */
function useImageSize(url: string): Size | null {
  const [size, setSize] = useState<{ url: string; size: Size } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (current) setSize({ url, size: { width: image.naturalWidth, height: image.naturalHeight } });
    };
    image.src = url;
    return () => {
      current = false;
    };
  }, [url]);
  return url && size?.url === url ? size.size : null;
}

const TONES: Record<Tone, string> = {
  none: 'text-stone-600',
  ok: 'text-green-800',
  off: 'font-medium text-amber-800',
};

export function OgImageHint({ url }: { url: string }) {
  const { text, tone } = ogImageHint(useImageSize(url));
  return <span className={TONES[tone]}>{text}</span>;
}

import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import { MediaVideo } from '../../media/media-video';
import { Picture } from '../../media/picture';
import type { HeroContent } from './home-content';
import { useMessages } from '../../i18n/shop-language';

/**
 * The hero (storefront §2 Home): a background video that plays on its own when staff set one, otherwise
 * the flagship's image, which is the page's LCP image and the only one loaded with priority.
 */
export function HomeHero({ content }: { content: HeroContent }) {
  const words = useMessages('home');
  return (
    <section aria-labelledby="home-hero-heading" className="bg-gradient-to-br from-brand-50 to-amber-50">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
        <div>
          <h1 id="home-hero-heading" className="text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">
            {content.heading}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-stone-700">{content.subheading}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/products"
              className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {content.ctaText}
            </Link>
            {/* The flagship action: straight to the bundles, where Vitalix is ordered. */}
            <a
              href="#pricing"
              className="rounded-lg border-2 border-brand-700 bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {content.secondaryCtaText}
            </a>
          </div>
        </div>
        {content.videoUrl ? (
          <HeroVideo src={content.videoUrl} poster={content.imageUrl} title={content.heading} />
        ) : (
          <Picture
            src={content.imageUrl}
            alt={words.heroImageAlt}
            width={800}
            height={800}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
            className="mx-auto aspect-square w-full max-w-md overflow-hidden rounded-3xl shadow-lg"
          />
        )}
      </div>
    </section>
  );
}

/** A looping background video needs a way to stop it (WCAG 2.2.2), since it plays without controls. */
function HeroVideo({ src, poster, title }: { src: string; poster: string | null; title: string }) {
  const words = useMessages('home');
  const box = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  // The poster is what the hero first paints (its LCP) until the video starts: fetched from the <head>.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  const toggle = () => {
    const video = box.current?.querySelector('video');
    if (!video) return;
    if (video.paused) {
      video.play().catch((error: unknown) => console.warn('The hero video could not play', error));
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  };
  return (
    <div ref={box} className="relative mx-auto aspect-video w-full overflow-hidden rounded-3xl shadow-lg">
      <MediaVideo src={src} title={title} poster={poster ?? undefined} autoPlay className="h-full w-full" />
      <button
        type="button"
        onClick={toggle}
        aria-label={paused ? words.playVideo : words.pauseVideo}
        className="absolute bottom-3 end-3 rounded-full bg-white/90 p-2 text-stone-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {paused ? (
          <Play aria-hidden="true" className="h-5 w-5" />
        ) : (
          <Pause aria-hidden="true" className="h-5 w-5" />
        )}
      </button>
    </div>
  );
}

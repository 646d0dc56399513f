import { VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { trackPixel } from '../lib/pixel';
import { usePageMedia } from './media-context';

type Props = {
  src: string;
  title: string;
  poster?: string;
  /**
   * Background videos (the home hero) play muted in a loop, started once the page is hydrated; autoplay
   * refusals are only logged.
   */
  autoPlay?: boolean;
  className?: string;
};

/**
 * A video from the media library, choosing mp4_720p, mp4_480p, webm_720p or the HLS playlist in that
 * order (storefront §9); a tile reading "Video unavailable" when it cannot play.
 *
 * Each source gets its own <video> element (keyed below): a browser ignores a changed <source> on a
 * video it has loaded, so a gallery switching straight from one video to the next would keep playing
 * the first. The old element stops as it leaves the page (HTML pauses a removed media element). A
 * failure belongs to its source, so the next video is not shown as unavailable because this one was.
 */
export function MediaVideo({ src, title, poster, autoPlay, className }: Props) {
  const { videos } = usePageMedia();
  const ref = useRef<HTMLVideoElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const chosen = videos[src] ?? { src, type: guessType(src) };
  const failed = failedSrc === chosen.src;
  const fail = () => setFailedSrc(chosen.src);

  // Runs again for a new source: that is a new element, which must be started too.
  useEffect(() => {
    const video = ref.current;
    if (!autoPlay || !video) return;
    video.play().catch((error: unknown) => console.warn('Autoplay was refused', error));
  }, [autoPlay, chosen.src]);

  if (failed) {
    return (
      <div
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-stone-100 text-stone-600',
          className,
        )}
      >
        <VideoOff aria-hidden="true" className="h-8 w-8" />
        <p className="text-sm font-medium">Video unavailable</p>
      </div>
    );
  }

  return (
    <video
      key={chosen.src}
      ref={ref}
      className={cn('bg-stone-900 object-cover', className)}
      poster={poster ?? chosen.poster}
      title={title}
      aria-label={title}
      muted={autoPlay}
      loop={autoPlay}
      playsInline
      controls={!autoPlay}
      // A background video loads when the effect above starts it, after hydration: its bytes never race
      // the page's first paint (the poster and the text are the LCP, not the video).
      preload={autoPlay ? 'none' : 'metadata'}
      onPlay={() => trackPixel('VideoPlayed', { video_title: title, video_url: src })}
      onError={fail}
    >
      <source src={chosen.src} type={chosen.type} onError={fail} />
    </video>
  );
}

function guessType(url: string): string {
  if (url.endsWith('.webm')) return 'video/webm';
  if (url.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  return 'video/mp4';
}

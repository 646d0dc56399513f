import { VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { trackPixel } from '../../lib/pixel';
import { usePageMedia } from './media-context';

type Props = {
  src: string;
  title: string;
  poster?: string;
  /** Background videos (the home hero) play muted in a loop; autoplay refusals are only logged. */
  autoPlay?: boolean;
  className?: string;
};

/**
 * A video from the media library, choosing mp4_720p, mp4_480p, webm_720p or the HLS playlist in that
 * order (storefront §9); a tile reading "Video unavailable" when it cannot play.
 */
export function MediaVideo({ src, title, poster, autoPlay, className }: Props) {
  const { videos } = usePageMedia();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const chosen = videos[src] ?? { src, type: guessType(src) };

  useEffect(() => {
    const video = ref.current;
    if (!autoPlay || !video) return;
    video.play().catch((error: unknown) => console.warn('Autoplay was refused', error));
  }, [autoPlay]);

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
      ref={ref}
      className={cn('bg-stone-900 object-cover', className)}
      poster={poster}
      title={title}
      aria-label={title}
      muted={autoPlay}
      loop={autoPlay}
      playsInline
      controls={!autoPlay}
      preload={autoPlay ? 'auto' : 'metadata'}
      onPlay={() => trackPixel('VideoPlayed', { video_title: title, video_url: src })}
      onError={() => setFailed(true)}
    >
      <source src={chosen.src} type={chosen.type} onError={() => setFailed(true)} />
    </video>
  );
}

function guessType(url: string): string {
  if (url.endsWith('.webm')) return 'video/webm';
  if (url.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  return 'video/mp4';
}

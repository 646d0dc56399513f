import { FileText, ImageOff, LoaderCircle, Play, VideoOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { chooseImageFormat, variantUrl, type OptimizedUrlMap } from '../../../../common/media/media-choice';
import type { MediaAsset } from '../../../../common/media/media-schemas';
import { cn } from '../../../lib/cn';

type Thumb = { src: string; width: number | null; height: number | null };

/**
 * An image's smallest variant (the `-400w` webp the pipeline writes, storefront §9's format order),
 * with its size when known; the uploaded file when there is no variant yet.
 */
export function thumbnailOf(asset: MediaAsset): Thumb {
  const format = chooseImageFormat(asset.optimizedUrls as OptimizedUrlMap);
  const url = format ? asset.optimizedUrls[format] : undefined;
  const widths = format ? asset.sizes[format] : undefined;
  if (!url || !widths?.length) return { src: asset.fileUrl, width: asset.width, height: asset.height };
  const smallest = Math.min(...widths);
  const largest = Math.max(...widths);
  const height =
    asset.width && asset.height ? Math.round((asset.height * smallest) / asset.width) : asset.height;
  return {
    // The widest size is the file itself, the smaller ones its `-<w>w` variants (media-choice.ts).
    src: smallest === largest ? url : variantUrl(url, smallest),
    width: asset.width ? smallest : null,
    height: asset.width ? height : null,
  };
}

function Unavailable({ label, icon: Icon }: { label: string; icon: typeof VideoOff }) {
  return (
    <span className="flex flex-col items-center gap-1 px-2 text-center text-xs font-medium text-stone-600">
      <Icon aria-hidden="true" className="h-7 w-7 text-stone-500" />
      {label}
    </span>
  );
}

function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'absolute flex items-center gap-1 rounded-full bg-stone-900/75 text-xs font-medium text-white',
        className,
      )}
    >
      {children}
    </span>
  );
}

const fill = 'h-full w-full object-cover';

function ImageThumb({ asset }: { asset: MediaAsset }) {
  const thumb = thumbnailOf(asset);
  // The variant may be missing on disk: try the uploaded file once, then say so.
  const [src, setSrc] = useState<string | null>(thumb.src);
  if (!src) return <Unavailable label="Image unavailable" icon={ImageOff} />;
  return (
    <img
      src={src}
      alt={asset.altText ?? ''}
      loading="lazy"
      decoding="async"
      width={thumb.width ?? undefined}
      height={thumb.height ?? undefined}
      className={fill}
      onError={() => setSrc(src === asset.fileUrl ? null : asset.fileUrl)}
    />
  );
}

function VideoThumb({ asset }: { asset: MediaAsset }) {
  const [broken, setBroken] = useState(false);
  const poster = asset.videoVariants.poster;
  if (asset.status === 'failed' || broken) return <Unavailable label="Video unavailable" icon={VideoOff} />;
  return (
    <>
      {poster ? (
        <img
          src={poster}
          alt={asset.altText ?? ''}
          loading="lazy"
          decoding="async"
          className={fill}
          onError={() => setBroken(true)}
        />
      ) : (
        <video
          src={asset.fileUrl}
          muted
          playsInline
          preload="metadata"
          aria-hidden="true"
          tabIndex={-1}
          className={fill}
          onError={() => setBroken(true)}
        />
      )}
      <Badge className="top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 p-2">
        <Play aria-hidden="true" className="h-4 w-4 fill-current" />
        <span className="sr-only">Video</span>
      </Badge>
    </>
  );
}

/**
 * One media item as a small picture for grids and lists (the media library, the media picker): an
 * image's smallest variant; a video's poster with a play badge (or its first frame when it has no
 * poster), 'Video unavailable' when it failed or cannot be loaded, and a 'Processing…' badge while its
 * variants are being made; a document's icon and name. Size it with `className` (`aspect-square w-full`).
 */
export function MediaThumbnail({ asset, className }: { asset: MediaAsset; className?: string }) {
  return (
    <div className={cn('relative flex items-center justify-center overflow-hidden bg-stone-100', className)}>
      {asset.category === 'image' ? (
        <ImageThumb key={asset.fileUrl} asset={asset} />
      ) : asset.category === 'video' ? (
        <VideoThumb key={asset.fileUrl} asset={asset} />
      ) : (
        <span className="flex min-w-0 flex-col items-center gap-2 px-3 text-center">
          <FileText aria-hidden="true" className="h-10 w-10 text-stone-500" />
          <span className="line-clamp-2 text-xs font-medium break-all text-stone-700">{asset.fileName}</span>
        </span>
      )}
      {asset.category === 'video' && asset.status === 'processing' ? (
        <Badge className="top-2 left-2 px-2 py-0.5">
          <LoaderCircle aria-hidden="true" className="h-3 w-3 animate-spin" />
          Processing…
        </Badge>
      ) : null}
    </div>
  );
}

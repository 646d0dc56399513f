/**
 * Choosing what the browser loads for a media item (storefront §9 "Media choice"): images in the order
 * webp, avif, jpg, png; videos in the order mp4_720p, mp4_480p, webm_720p, hls_playlist.
 */
export const IMAGE_FORMATS = ['webp', 'avif', 'jpg', 'png'] as const;
export const VIDEO_FORMATS = ['mp4_720p', 'mp4_480p', 'webm_720p', 'hls_playlist'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type VideoFormat = (typeof VIDEO_FORMATS)[number];
export type OptimizedUrlMap = Partial<Record<ImageFormat | VideoFormat, string>>;

const IMAGE_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
};
const VIDEO_TYPES: Record<VideoFormat, string> = {
  mp4_720p: 'video/mp4',
  mp4_480p: 'video/mp4',
  webm_720p: 'video/webm',
  hls_playlist: 'application/vnd.apple.mpegurl',
};

/** `/a/b.webp` at 400 px wide is `/a/b-400w.webp`: the naming the upload pipeline writes. */
export function variantUrl(url: string, width: number): string {
  const dot = url.lastIndexOf('.');
  return dot === -1 ? `${url}-${width}w` : `${url.slice(0, dot)}-${width}w${url.slice(dot)}`;
}

export type PictureSource = { type: string; srcSet: string };

/** What a page needs to draw one image without layout shift: `<source>`s, a fallback and its size. */
export type PictureData = {
  src: string;
  width: number | null;
  height: number | null;
  sources: PictureSource[];
};

export type MediaItemShape = {
  fileUrl: string;
  optimizedUrls: OptimizedUrlMap;
  sizes: Partial<Record<string, number[]>>;
  width: number | null;
  height: number | null;
};

/** The widest size is the file itself; the smaller ones are its `-<w>w` variants. */
function srcSetFor(url: string, widths: number[] | undefined): string {
  if (!widths?.length) return url;
  const largest = Math.max(...widths);
  return widths.map((w) => `${w === largest ? url : variantUrl(url, w)} ${w}w`).join(', ');
}

/** The first available image format in the spec's order, or null when the item has none. */
export function chooseImageFormat(urls: OptimizedUrlMap): ImageFormat | null {
  return IMAGE_FORMATS.find((f) => urls[f]) ?? null;
}

export function chooseVideo(urls: OptimizedUrlMap): VideoSource | null {
  const format = VIDEO_FORMATS.find((f) => urls[f]);
  return format ? { src: urls[format]!, type: VIDEO_TYPES[format] } : null;
}

/**
 * `<source>` elements in the spec's order, each with every width made, and the widest jpg or png (else
 * the first format) as the `<img>` every browser understands.
 */
export function toPictureData(item: MediaItemShape): PictureData {
  const formats = IMAGE_FORMATS.filter((f) => item.optimizedUrls[f]);
  const sources = formats.map((f) => ({
    type: IMAGE_TYPES[f],
    srcSet: srcSetFor(item.optimizedUrls[f]!, item.sizes[f]),
  }));
  const fallback = item.optimizedUrls.jpg ?? item.optimizedUrls.png ?? item.fileUrl;
  return { src: fallback, width: item.width, height: item.height, sources };
}

/** A video's chosen file, and its poster frame when the upload pipeline made one. */
export type VideoSource = { src: string; type: string; poster?: string };

/** The media-library data behind the URLs one page shows, keyed by the URL the content holds. */
export type PageMedia = {
  pictures: Record<string, PictureData>;
  videos: Record<string, VideoSource>;
  /** Each image's alt text as staff wrote it in the media library (back-office §3 `altText`), when set. */
  alts: Record<string, string>;
};

/**
 * A library image as a page's data carries it: the media item's own fields (its files by format, the
 * widths made of each, its size), from which `toPictureData` writes the `<source>`s in the browser. A
 * `srcSet` written out for every format repeats each file's path once per width and format, which on
 * a list of two dozen products was some 10 KB of the page's HTML. When every file is the item's own
 * name with the format as its extension (`/u/honey.webp`, `/u/honey.avif`, …, as the upload pipeline
 * names them), only the formats travel (`formats`), not the paths: another 3 KB of the products page.
 */
export type PictureItem = Omit<MediaItemShape, 'fileUrl' | 'optimizedUrls'> &
  ({ optimizedUrls: OptimizedUrlMap; formats?: never } | { formats: ImageFormat[]; optimizedUrls?: never });

/** `/u/honey.webp` → `/u/honey`: the name a picture's files share, one extension per format. */
function fileStem(url: string): string {
  const dot = url.lastIndexOf('.');
  return dot > url.lastIndexOf('/') ? url.slice(0, dot) : url;
}

/** `PageMedia` with its pictures as `PictureItem`s, keyed by the URL the content holds. */
export type PageMediaItems = Omit<PageMedia, 'pictures'> & { pictures: Record<string, PictureItem> };

/** Only what `toPictureData` reads of an item: its image files (or just their formats) and widths. */
export function toPictureItem(item: MediaItemShape): PictureItem {
  const optimizedUrls: OptimizedUrlMap = {};
  const sizes: PictureItem['sizes'] = {};
  for (const format of IMAGE_FORMATS) {
    if (!item.optimizedUrls[format]) continue;
    optimizedUrls[format] = item.optimizedUrls[format];
    if (item.sizes[format]) sizes[format] = item.sizes[format];
  }
  const formats = IMAGE_FORMATS.filter((format) => optimizedUrls[format]);
  const stem = fileStem(item.fileUrl);
  const named = formats.every((format) => optimizedUrls[format] === `${stem}.${format}`);
  const size = { sizes, width: item.width, height: item.height };
  return named ? { formats, ...size } : { optimizedUrls, ...size };
}

/** The page's media as `Picture` reads it, from the compact form its data carried. */
export function toPageMedia(items: PageMediaItems): PageMedia {
  const pictures: Record<string, PictureData> = {};
  for (const [fileUrl, { formats, optimizedUrls, ...item }] of Object.entries(items.pictures)) {
    const stem = fileStem(fileUrl);
    const urls = optimizedUrls ?? Object.fromEntries(formats.map((format) => [format, `${stem}.${format}`]));
    pictures[fileUrl] = toPictureData({ ...item, fileUrl, optimizedUrls: urls });
  }
  return { ...items, pictures };
}

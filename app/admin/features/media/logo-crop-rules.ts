/**
 * The logo crop (back-office §4 "Logo upload", §9 "Logo crop"): every number in one place, and the
 * arithmetic that turns a selection on the screen into the JPEG that is uploaded. No React and no
 * react-image-crop here, so the uploader can import it without loading the crop tool.
 */
export const LOGO_CROP = {
  /** Square. */
  aspect: 1,
  /** The first selection covers 90% of the image's shorter side, centred. */
  initialPercent: 90,
  /** The smallest selection, in the image's own pixels. */
  minSizePx: 100,
  /** The cropped logo is a JPEG at quality 0.9. */
  type: 'image/jpeg',
  quality: 0.9,
  /**
   * Ours, not the spec's: the JPEG is at most this wide and high, so a photo from a phone's camera
   * does not become a logo of several megabytes.
   */
  maxOutputPx: 1024,
  /** A transparent PNG has no background in a JPEG: it gets this one instead of black. */
  background: '#ffffff',
} as const;

type Size = { width: number; height: number };
type Rect = Size & { x: number; y: number };

/**
 * The smallest selection allowed on the screen (react-image-crop's minWidth and minHeight are in
 * displayed pixels): LOGO_CROP.minSizePx of the image's own pixels, but never more than the displayed
 * image's shorter side (a logo smaller than 100 px can still be cropped).
 */
export function minDisplaySize(displayed: Size, natural: Size): number {
  if (!displayed.width || !natural.width) return 0;
  const scale = displayed.width / natural.width;
  return Math.min(LOGO_CROP.minSizePx * scale, displayed.width, displayed.height);
}

/** A selection in displayed pixels → the source rectangle in the image's own pixels, and the output size. */
export function cropGeometry(crop: Rect, displayed: Size, natural: Size): { source: Rect; output: Size } {
  const scaleX = natural.width / displayed.width;
  const scaleY = natural.height / displayed.height;
  const source = {
    x: Math.max(0, Math.round(crop.x * scaleX)),
    y: Math.max(0, Math.round(crop.y * scaleY)),
    width: Math.max(1, Math.round(crop.width * scaleX)),
    height: Math.max(1, Math.round(crop.height * scaleY)),
  };
  const shrink = Math.min(1, LOGO_CROP.maxOutputPx / Math.max(source.width, source.height));
  return {
    source,
    output: {
      width: Math.max(1, Math.round(source.width * shrink)),
      height: Math.max(1, Math.round(source.height * shrink)),
    },
  };
}

/** 'Shop Logo.png' → 'Shop Logo-cropped.jpg'. */
export function croppedFileName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'logo';
  return `${base}-cropped.jpg`;
}

/** Draws the selection onto a canvas and answers it as a JPEG file (quality LOGO_CROP.quality). */
export async function cropToJpeg(image: HTMLImageElement, crop: Rect, fileName: string): Promise<File> {
  const { source, output } = cropGeometry(
    crop,
    { width: image.width, height: image.height },
    { width: image.naturalWidth, height: image.naturalHeight },
  );
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop images');
  context.fillStyle = LOGO_CROP.background;
  context.fillRect(0, 0, output.width, output.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    source.x,
    source.y,
    source.width,
    source.height,
    0,
    0,
    output.width,
    output.height,
  );
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, LOGO_CROP.type, LOGO_CROP.quality),
  );
  if (!blob) throw new Error('The cropped image could not be made');
  return new File([blob], croppedFileName(fileName), { type: LOGO_CROP.type });
}

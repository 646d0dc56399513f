import { useId, useRef, useState, type SyntheticEvent } from 'react';
import ReactCrop, {
  centerCrop,
  convertToPixelCrop,
  makeAspectCrop,
  type Crop,
  type PercentCrop,
  type PixelCrop,
} from 'react-image-crop';
import { LOGO_CROP, cropToJpeg, minDisplaySize } from './logo-crop-rules';

/**
 * The first selection (back-office §9): a square over 90% of the image's shorter side, centred.
 * Sizes are the image's displayed ones; the answer is in percent, so it survives a resize.
 */
export function initialCrop(width: number, height: number): PercentCrop {
  const side = width >= height ? { height: LOGO_CROP.initialPercent } : { width: LOGO_CROP.initialPercent };
  return centerCrop(makeAspectCrop({ unit: '%', ...side }, LOGO_CROP.aspect, width, height), width, height);
}

/**
 * The crop tool of the logo uploader, loaded with react-image-crop and its stylesheet only when someone
 * crops (logo-uploader.tsx), so neither reaches any other screen or the storefront. The selection can be
 * dragged and resized with a pointer, or moved with the arrow keys once focused (react-image-crop's own
 * keyboard support); Apply crop answers the square as a JPEG file.
 */
export default function LogoCrop({
  src,
  fileName,
  onApply,
  onCancel,
}: {
  src: string;
  fileName: string;
  onApply: (file: File) => void;
  onCancel: () => void;
}) {
  const image = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<Crop>();
  const [minSize, setMinSize] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const helpId = useId();

  function onLoad(event: SyntheticEvent<HTMLImageElement>) {
    const { width, height, naturalWidth, naturalHeight } = event.currentTarget;
    setCrop(initialCrop(width, height));
    setMinSize(minDisplaySize({ width, height }, { width: naturalWidth, height: naturalHeight }));
  }

  async function apply() {
    const element = image.current;
    if (!element || !crop) return;
    setBusy(true);
    setFailed(null);
    try {
      const pixels: PixelCrop = convertToPixelCrop(crop, element.width, element.height);
      onApply(await cropToJpeg(element, pixels, fileName));
    } catch (error) {
      setFailed((error as Error).message || 'The image could not be cropped');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <p id={helpId} className="text-sm text-stone-600">
        Drag the square or its corners to choose the part of the image to keep. With the keyboard, focus the
        square and move it with the arrow keys.
      </p>
      <div className="flex justify-center rounded-lg bg-stone-100 p-2">
        <ReactCrop
          crop={crop}
          onChange={(_pixels, percent) => setCrop(percent)}
          aspect={LOGO_CROP.aspect}
          minWidth={minSize}
          minHeight={minSize}
          keepSelection
          ruleOfThirds
        >
          <img
            ref={image}
            src={src}
            alt="The new logo, to crop"
            aria-describedby={helpId}
            onLoad={onLoad}
            className="max-h-72 w-auto max-w-full"
          />
        </ReactCrop>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void apply()}
          disabled={!crop || busy}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Apply crop
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          Cancel crop
        </button>
      </div>
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import { initialCrop } from './logo-crop';
import { LOGO_CROP, cropGeometry, croppedFileName, minDisplaySize } from './logo-crop-rules';

describe('the logo crop (back-office §4, §9)', () => {
  it('has the constants of the spec: square, 90%, at least 100×100, JPEG at 0.9', () => {
    expect(LOGO_CROP.aspect).toBe(1);
    expect(LOGO_CROP.initialPercent).toBe(90);
    expect(LOGO_CROP.minSizePx).toBe(100);
    expect(LOGO_CROP.type).toBe('image/jpeg');
    expect(LOGO_CROP.quality).toBe(0.9);
  });

  it('starts with a centred square over 90% of the shorter side', () => {
    // 400×200 shown: the square is 180 px, 45% of the width and 90% of the height.
    const wide = initialCrop(400, 200);
    expect(wide).toMatchObject({ unit: '%', width: 45, height: 90, y: 5 });
    expect(wide.x).toBeCloseTo(27.5);
    const tall = initialCrop(200, 400);
    expect(tall).toMatchObject({ unit: '%', width: 90, height: 45, x: 5 });
    expect(initialCrop(300, 300)).toMatchObject({ unit: '%', width: 90, height: 90, x: 5, y: 5 });
  });

  it('keeps a selection of at least 100 of the image’s own pixels, where the image has them', () => {
    // A 1000 px image shown at 250 px: 100 real pixels are 25 on the screen.
    expect(minDisplaySize({ width: 250, height: 250 }, { width: 1000, height: 1000 })).toBe(25);
    // A 60 px logo shown at its size: the whole image is the most there is.
    expect(minDisplaySize({ width: 60, height: 40 }, { width: 60, height: 40 })).toBe(40);
  });

  it('crops in the image’s own pixels and makes a square JPEG no larger than 1024 px', () => {
    const small = cropGeometry(
      { x: 10, y: 5, width: 90, height: 90 },
      { width: 200, height: 100 },
      { width: 400, height: 200 },
    );
    expect(small).toEqual({
      source: { x: 20, y: 10, width: 180, height: 180 },
      output: { width: 180, height: 180 },
    });
    const photo = cropGeometry(
      { x: 0, y: 0, width: 300, height: 300 },
      { width: 300, height: 400 },
      { width: 3000, height: 4000 },
    );
    expect(photo.source).toEqual({ x: 0, y: 0, width: 3000, height: 3000 });
    expect(photo.output).toEqual({ width: 1024, height: 1024 });
    expect(croppedFileName('Shop Logo.png')).toBe('Shop Logo-cropped.jpg');
    expect(croppedFileName('.png')).toBe('logo-cropped.jpg');
  });
});

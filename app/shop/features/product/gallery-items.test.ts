import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { clampIndex, galleryItems, itemLabel } from './gallery-items';

describe('gallery items (storefront §2, §4)', () => {
  const items = galleryItems(['/a.webp', '/b.webp'], ['/v.mp4']);

  it('lists the images first, then the videos', () => {
    expect(items.map((i) => i.kind)).toEqual(['image', 'image', 'video']);
  });

  it('keeps the index in range', () => {
    expect([-1, 0, 2, 7].map((i) => clampIndex(i, items.length))).toEqual([0, 0, 2, 2]);
    expect(clampIndex(3, 0)).toBe(0);
  });

  it('names images and videos by position', () => {
    expect(itemLabel(items, 1, 'Vitalix', en.product)).toBe('Vitalix image 2 of 3');
    expect(itemLabel(items, 2, 'Vitalix', en.product)).toBe('Vitalix video, 3 of 3');
  });

  it("names an image by the media library's alt text when it has one", () => {
    const described = galleryItems(['/a.webp', '/b.webp'], ['/v.mp4'], {
      '/b.webp': 'A jar of Vitalix on a wooden table',
      '/v.mp4': 'not an image',
    });
    expect(itemLabel(described, 0, 'Vitalix', en.product)).toBe('Vitalix image 1 of 3');
    expect(itemLabel(described, 1, 'Vitalix', en.product)).toBe(
      'A jar of Vitalix on a wooden table, image 2 of 3',
    );
    expect(itemLabel(described, 2, 'Vitalix', en.product)).toBe('Vitalix video, 3 of 3');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageMedia } from '../../../common/media/media-choice';
import { MediaProvider } from './media-context';
import { Picture } from './picture';

const media: PageMedia = {
  pictures: {},
  videos: {},
  alts: { '/uploads/sidr.webp': 'A jar of sidr honey on a wooden table' },
};

function renderPicture(src: string, alt: string) {
  return render(
    <MediaProvider media={media}>
      <Picture src={src} alt={alt} width={400} height={400} />
    </MediaProvider>,
  );
}

afterEach(cleanup);

describe("Picture: the media library's alt text", () => {
  it('describes an image with the alt text staff wrote for it in the media library', () => {
    renderPicture('/uploads/sidr.webp', 'Sidr Honey');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('A jar of sidr honey on a wooden table');
  });

  it('keeps the words it was given for an image the library has no alt text for', () => {
    renderPicture('/uploads/ajwa.webp', 'Ajwa Dates');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Ajwa Dates');
  });

  it('names the placeholder of an image that failed to load with the same alt text', () => {
    renderPicture('/uploads/sidr.webp', 'Sidr Honey');
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('A jar of sidr honey on a wooden table');
  });
});

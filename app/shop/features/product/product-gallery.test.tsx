// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery';
import { EveryWord } from '../../i18n/every-word';

afterEach(cleanup);

const videos = ['/uploads/tea-brewing.mp4', '/uploads/tea-garden.mp4'];

function renderGallery() {
  render(<ProductGallery name="Herbal Tea" images={[]} videos={videos} />, { wrapper: EveryWord });
  return {
    shownVideo: () => screen.getByLabelText('Herbal Tea video'),
    show: (n: 1 | 2) =>
      fireEvent.click(screen.getByRole('button', { name: `Show Herbal Tea video, ${n} of 2` })),
  };
}

const sourceOf = (video: HTMLElement) => video.querySelector('source')?.getAttribute('src');

describe('gallery videos (storefront §2, §8)', () => {
  it('switching straight to another video takes the first one off the page, which stops it', () => {
    const { shownVideo, show } = renderGallery();
    const first = shownVideo();
    expect(sourceOf(first)).toBe(videos[0]);

    show(2);
    const second = shownVideo();
    // A new element: a <video> that merely had its <source> changed would go on playing the first.
    expect(second).not.toBe(first);
    expect(first.isConnected).toBe(false);
    expect(sourceOf(second)).toBe(videos[1]);
  });

  it("shows 'Video unavailable' for a broken video, and only for that one", () => {
    const { shownVideo, show } = renderGallery();
    fireEvent.error(shownVideo().querySelector('source')!);
    expect(screen.getByText('Video unavailable').parentElement!.querySelector('video')).toBeNull();
    expect(screen.queryByLabelText('Herbal Tea video')).toBeNull();

    show(2);
    expect(screen.queryByText('Video unavailable')).toBeNull();
    expect(sourceOf(shownVideo())).toBe(videos[1]);

    show(1);
    expect(screen.getByText('Video unavailable').parentElement!.querySelector('video')).toBeNull();
    expect(screen.queryByLabelText('Herbal Tea video')).toBeNull();
  });
});

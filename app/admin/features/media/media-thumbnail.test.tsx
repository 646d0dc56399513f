// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaAsset } from '../../../../common/media/media-schemas';
import { createAdminQueryClient } from '../../data/query-client';
import { json, mediaAssetFixture, queryWrapper, stubFetch } from '../../testing/admin-test-kit';
import { MediaThumbnail, thumbnailOf } from './media-thumbnail';
import { PROCESSING_POLL_MS, useMediaAssets } from './use-media-assets';

function asset(overrides: Partial<MediaAsset> = {}): MediaAsset {
  return mediaAssetFixture({
    id: '00000000-0000-4000-8000-000000000001',
    fileName: 'honey.png',
    fileUrl: '/uploads/honey.webp',
    altText: 'A jar of honey',
    optimizedUrls: { webp: '/uploads/honey.webp', jpg: '/uploads/honey.jpg' },
    formats: ['webp', 'jpg'],
    sizes: { webp: [400, 800, 1000], jpg: [400, 800, 1000] },
    width: 1000,
    height: 500,
    ...overrides,
  });
}

const video = (overrides: Partial<MediaAsset> = {}) =>
  asset({
    fileName: 'story.mp4',
    fileUrl: '/uploads/story.mp4',
    fileType: 'video/mp4',
    category: 'video',
    altText: null,
    optimizedUrls: {},
    formats: [],
    sizes: {},
    width: null,
    height: null,
    ...overrides,
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('MediaThumbnail', () => {
  it("shows an image's smallest webp variant, then the file, then says it is unavailable", () => {
    expect(thumbnailOf(asset())).toEqual({ src: '/uploads/honey-400w.webp', width: 400, height: 200 });
    // No variants yet: the file as uploaded.
    expect(thumbnailOf(asset({ optimizedUrls: {}, sizes: {} }))).toEqual({
      src: '/uploads/honey.webp',
      width: 1000,
      height: 500,
    });
    render(<MediaThumbnail asset={asset()} />);
    const img = screen.getByRole('img', { name: 'A jar of honey' });
    expect(img.getAttribute('loading')).toBe('lazy');
    fireEvent.error(img);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/uploads/honey.webp');
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.body.textContent).toBe('Image unavailable');
  });

  it("shows a video's poster with a play badge, or its first frame, and 'Video unavailable' when it fails", () => {
    const { container, rerender } = render(
      <MediaThumbnail asset={video({ videoVariants: { poster: '/uploads/story-poster.jpg' } })} />,
    );
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/uploads/story-poster.jpg');
    expect(container.textContent).toBe('Video'); // the play badge's label, for screen readers
    expect(screen.getByText('Video').className).toBe('sr-only');

    rerender(<MediaThumbnail asset={video({ fileUrl: '/uploads/other.mp4', status: 'processing' })} />);
    const element = container.querySelector('video')!;
    expect(element.getAttribute('src')).toBe('/uploads/other.mp4');
    expect(element.getAttribute('preload')).toBe('metadata');
    expect(element.muted).toBe(true);
    expect(container.textContent).toBe('VideoProcessing…');
    fireEvent.error(element);
    expect(container.textContent).toBe('Video unavailableProcessing…');

    rerender(<MediaThumbnail asset={video({ fileUrl: '/uploads/third.mp4', status: 'failed' })} />);
    expect(container.textContent).toBe('Video unavailable');
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows a document as an icon and its name', () => {
    render(
      <MediaThumbnail
        asset={asset({ category: 'document', fileName: 'leaflet.pdf', fileType: 'application/pdf' })}
      />,
    );
    expect(document.body.textContent).toBe('leaflet.pdf');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('useMediaAssets', () => {
  it("sends the kind and the search as the list call's query", async () => {
    const fetchMock = stubFetch(() => json([]));
    const { result } = renderHook(() => useMediaAssets('image', '  honey jar '), {
      wrapper: queryWrapper(createAdminQueryClient()),
    });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/media?category=image&search=honey+jar',
      expect.anything(),
    );
  });

  it('reads one category, and asks again every 3 s while an item is processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [[video({ status: 'processing' })], [video({ status: 'ready' })]];
    const fetchMock = stubFetch(() => json(answers.length > 1 ? answers.shift() : answers[0]));
    const client = createAdminQueryClient();
    const { result } = renderHook(() => useMediaAssets('video'), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current.data?.[0]?.status).toBe('processing'));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/media?category=video', expect.anything());
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    await waitFor(() => expect(result.current.data?.[0]?.status).toBe('ready'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Nothing processing any more: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(['admin', 'media', 'list', 'video', ''])).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { MediaAsset } from '../../../../common/media/media-schemas';
import type { MediaCategory } from '../../../../common/media/upload-rules';
import {
  METER_START,
  UPLOAD_STEPS,
  acceptFor,
  canChoose,
  filterAssets,
  kindsPhrase,
  limitHints,
  meterPercent,
  meterProgress,
  meterStage,
  progressText,
  uploadFailedMessage,
  type UploadMeter,
} from './media-picker-rules';

function asset(fileName: string, altText: string | null = null, overrides: Partial<MediaAsset> = {}) {
  return { fileName, altText, status: 'ready', ...overrides } as MediaAsset;
}

describe('filterAssets', () => {
  const assets = [
    asset('Beach-Sunset.JPG', 'Honey jars on the sand'),
    asset('vitalix-jar.png', null),
    asset('hero.mp4', 'Morning routine'),
  ];

  it('matches the file name or the alt text, in any case', () => {
    expect(filterAssets(assets, 'beach').map((a) => a.fileName)).toEqual(['Beach-Sunset.JPG']);
    expect(filterAssets(assets, 'HONEY').map((a) => a.fileName)).toEqual(['Beach-Sunset.JPG']);
    expect(filterAssets(assets, 'routine').map((a) => a.fileName)).toEqual(['hero.mp4']);
    expect(filterAssets(assets, 'JAR').map((a) => a.fileName)).toEqual([
      'Beach-Sunset.JPG',
      'vitalix-jar.png',
    ]);
  });

  it('needs every word, and an empty search keeps everything', () => {
    expect(filterAssets(assets, '  jar  sand ').map((a) => a.fileName)).toEqual(['Beach-Sunset.JPG']);
    expect(filterAssets(assets, '   ')).toHaveLength(3);
    expect(filterAssets(assets, 'nothing-like-it')).toEqual([]);
  });
});

describe('the rest of the rules', () => {
  it('keeps a processing video from being chosen', () => {
    expect(canChoose(asset('a.mp4', null, { status: 'processing' }))).toBe(false);
    expect(canChoose(asset('a.mp4', null, { status: 'ready' }))).toBe(true);
    expect(canChoose(asset('a.mp4', null, { status: 'failed' }))).toBe(true);
  });

  it("accepts the types of the kinds it takes, and says each kind's one limit before sending", () => {
    expect(acceptFor(['image'])).toBe('image/jpeg,image/png,image/webp,image/avif,image/gif');
    expect(acceptFor(['image', 'video'])).toContain('video/mp4');
    expect(acceptFor(['document'])).toBeUndefined();
    expect(limitHints(['image', 'video', 'document'])).toEqual([
      'Images: JPG, PNG, WebP, AVIF or GIF, up to 10MB',
      'Videos: MP4, WebM, OGG or MOV, up to 200MB',
      'Documents: PDF, up to 10MB',
    ]);
  });

  it('names the kinds with their article', () => {
    expect(kindsPhrase(['image', 'video'])).toBe('an image or video');
    expect(kindsPhrase(['document'])).toBe('a document');
    expect(kindsPhrase(['video', 'image'])).toBe('a video or image');
  });

  it('words a failure as back-office §8 says', () => {
    expect(uploadFailedMessage('File too big')).toBe('Upload failed: File too big');
    expect(uploadFailedMessage(null)).toBe('Upload failed: Unknown error');
    expect(uploadFailedMessage('  ')).toBe('Upload failed: Unknown error');
  });
});

describe('the upload meter', () => {
  /** Progress as upload-media.ts reports it: the stage follows from the bytes sent and the answer. */
  const run = (
    events: Array<[loaded: number, total: number, percent: number]>,
    category: MediaCategory = 'image',
  ) => {
    let meter: UploadMeter = METER_START;
    const shown = [meterPercent(meter)];
    for (const [loaded, total, percent] of events) {
      const stage = percent === 100 ? 'done' : loaded === total ? 'finishing' : 'sending';
      meter = meterProgress(meter, { loaded, total, percent, stage, category });
      shown.push(meterPercent(meter));
    }
    return { shown, meter };
  };

  it('passes 25, 50, 75 and 100 with real progress in between for a file sent in parts', () => {
    const { shown } = run([
      [0, 1000, 0],
      [300, 1000, 30],
      [620, 1000, 62],
      [1000, 1000, 99],
      [1000, 1000, 100],
    ]);
    expect(shown).toEqual([25, 25, 50, 62, 75, 100]);
    for (const step of UPLOAD_STEPS) expect(shown).toContain(step);
  });

  it('never goes back and ends at 100 when the real progress was ahead of the steps', () => {
    const { shown } = run([
      [0, 1000, 0],
      [980, 1000, 98],
      [1000, 1000, 99],
      [1000, 1000, 100],
    ]);
    expect(shown).toEqual([25, 25, 98, 98, 100]);
  });

  it('still shows its steps for a small file the browser sends in one go', () => {
    const { shown, meter } = run([
      [0, 10, 0],
      [10, 10, 99],
    ]);
    expect(shown).toEqual([25, 25, 75]);
    expect(meterStage(meter)).toBe('Making sizes…');
    expect(meterStage(METER_START)).toBe('Reading the file…');
  });

  it("says what the server does once the bytes are there: an image's sizes, another file stored", () => {
    expect(meterStage(run([[10, 10, 99]], 'image').meter)).toBe('Making sizes…');
    expect(meterStage(run([[10, 10, 99]], 'video').meter)).toBe('Saving…');
    expect(meterStage(run([[10, 10, 99]], 'document').meter)).toBe('Saving…');
    expect(
      meterStage(
        run([
          [10, 10, 99],
          [10, 10, 100],
        ]).meter,
      ),
    ).toBe('Uploaded');
  });
});

describe('a progress line', () => {
  it('shows the percentage while sending, then what the server does instead of 99 %', () => {
    expect(progressText({ percent: 42, stage: 'sending', category: 'image' })).toBe('42%');
    expect(progressText({ percent: 99, stage: 'finishing', category: 'image' })).toBe('Making sizes…');
    expect(progressText({ percent: 99, stage: 'finishing', category: 'video' })).toBe('Saving…');
    expect(progressText({ percent: 100, stage: 'done', category: 'image' })).toBe('Uploaded');
  });
});

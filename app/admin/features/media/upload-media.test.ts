// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoUploadResultSchema, type MediaAsset } from '../../../../common/media/media-schemas';
import { AdminApiError } from '../../data/admin-api';
import { FakeXhr, installFakeXhr, json, mediaAssetFixture } from '../../testing/admin-test-kit';
import { postFileDirect, uploadLogo, uploadMedia, type UploadProgress } from './upload-media';

const MB = 1024 * 1024;
const ASSET_ID = '6f1c2a8e-4b1d-4c3e-9f00-000000000001';
const UPLOAD_ID = '6f1c2a8e-4b1d-4c3e-9f00-0000000000aa';

const stored = (overrides: Partial<MediaAsset> = {}) => ({
  success: true,
  fileUrl: '/uploads/photo.png',
  fileName: 'photo.png',
  contentType: 'image/png',
  fileSize: 1000,
  asset: mediaAssetFixture({ id: ASSET_ID, ...overrides }),
});

/** The default network: half the body, all of it, then 200 (the stored upload for a POST). */
let answer: (xhr: FakeXhr) => void;
function halfThenDone(xhr: FakeXhr) {
  xhr.progress(Math.floor(xhr.size / 2));
  xhr.progress(xhr.size);
  xhr.respond(200, xhr.method === 'POST' ? stored() : undefined);
}

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

function fileOf(size: number, name = 'photo.png', type = 'image/png'): File {
  return new File([new Uint8Array(size).fill(7)], name, { type });
}
/** A file that says it is `size` bytes without holding them: enough for the limit checks. */
function claimedSize(size: number, name: string, type: string): File {
  const file = fileOf(10, name, type);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** jsdom's Blob has no arrayBuffer(): read it the way a browser without it would. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

function ticket(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    uploadURL: `/api/objects/upload/${UPLOAD_ID}`,
    uploadId: UPLOAD_ID,
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream' },
    chunkSize: 2 * MB,
    completeURL: `/api/objects/upload/${UPLOAD_ID}/complete`,
    expiresAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  installFakeXhr();
  answer = halfThenDone;
  FakeXhr.onSend = (xhr) => setTimeout(() => answer(xhr), 0);
  fetchMock.mockReset();
  assign.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { ...window.location, pathname: '/admin/media', assign });
});
afterEach(() => vi.unstubAllGlobals());

const percents = (calls: UploadProgress[]) => calls.map((p) => p.percent);

describe('uploadMedia, direct mode (a file up to 4 MB inside the JSON body)', () => {
  it('posts the file as base64 with its name, type, size and the options, and answers the stored upload', async () => {
    const file = new File(['hello world'], 'note.pdf', { type: 'application/pdf' });
    const result = await uploadMedia(file, { category: 'document', altText: '  Price list ' });
    expect(result.asset.id).toBe(ASSET_ID);
    expect(FakeXhr.sent).toHaveLength(1);
    const [xhr] = FakeXhr.sent;
    expect(xhr!.method).toBe('POST');
    expect(xhr!.url).toBe('/api/objects/upload');
    expect(xhr!.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(xhr!.sentJson).toEqual({
      fileName: 'note.pdf',
      fileData: btoa('hello world'),
      contentType: 'application/pdf',
      fileSize: 11,
      category: 'document',
      altText: 'Price list',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports the share of the file sent, 99 at most until the server answers, then 100', async () => {
    const seen: UploadProgress[] = [];
    await uploadMedia(fileOf(1000), { onProgress: (p) => seen.push(p) });
    expect(percents(seen)).toEqual([0, 50, 99, 100]);
    expect(seen[1]!.total).toBe(1000);
    expect(seen[1]!.loaded).toBeGreaterThanOrEqual(499);
    expect(seen[1]!.loaded).toBeLessThanOrEqual(501);
    // Every byte sent, the server makes the image's sizes: 'finishing' until it answers.
    expect(seen.map((p) => p.stage)).toEqual(['sending', 'sending', 'finishing', 'done']);
    expect(seen.at(-1)).toEqual({
      loaded: 1000,
      total: 1000,
      percent: 100,
      stage: 'done',
      category: 'image',
    });
  });

  it('takes exactly 4 MB directly', async () => {
    await uploadMedia(fileOf(4 * MB));
    expect(FakeXhr.sent.map((x) => x.method)).toEqual(['POST']);
    expect(FakeXhr.sent[0]!.sentJson.fileSize).toBe(4 * MB);
  });

  it("turns a refusal into an AdminApiError with the server's error and details", async () => {
    answer = (xhr) =>
      xhr.respond(415, { error: 'This kind of file is not allowed', details: ['HTML', 'named .png'] });
    const refused = await uploadMedia(fileOf(100)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AdminApiError);
    expect(refused).toMatchObject({
      status: 415,
      message: 'This kind of file is not allowed',
      details: ['HTML', 'named .png'],
    });
  });

  it("falls back to 'HTTP error! status: N' and to status 0 for a network failure", async () => {
    answer = (xhr) => xhr.respond(502, '<html>Bad gateway</html>');
    await expect(uploadMedia(fileOf(100))).rejects.toMatchObject({
      status: 502,
      message: 'HTTP error! status: 502',
    });
    answer = (xhr) => xhr.onerror?.();
    await expect(uploadMedia(fileOf(100))).rejects.toMatchObject({ status: 0, retryable: true });
  });

  it('sends the browser to /admin/login on a 401', async () => {
    answer = (xhr) => xhr.respond(401, { error: 'Authentication required' });
    await expect(uploadMedia(fileOf(100))).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });

  it('rejects an answer that breaks the contract', async () => {
    answer = (xhr) => xhr.respond(200, { success: true, fileUrl: '/x' });
    await expect(uploadMedia(fileOf(100))).rejects.toThrow();
  });

  it('aborts on the signal', async () => {
    const controller = new AbortController();
    answer = () => controller.abort();
    const refused = await uploadMedia(fileOf(100), { signal: controller.signal }).catch((e: unknown) => e);
    expect((refused as Error).name).toBe('AbortError');
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
  });
});

describe('uploadMedia, over its limit', () => {
  it('is refused before a byte is sent, in the words of the server 413', async () => {
    const refused = await uploadMedia(claimedSize(10 * MB + 1, 'big.png', 'image/png')).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AdminApiError);
    expect(refused).toMatchObject({
      status: 413,
      message: 'File big.png is too large. Maximum size is 10MB',
    });
    await expect(
      uploadMedia(claimedSize(200 * MB + 1, 'clip.mp4', 'video/mp4'), { category: 'video' }),
    ).rejects.toThrow('File clip.mp4 is too large. Maximum size is 200MB');
    // The product editor's path has the same limits: one per kind, wherever the upload starts.
    await expect(
      uploadMedia(claimedSize(10 * MB + 1, 'photo.jpg', 'image/jpeg'), { purpose: 'product' }),
    ).rejects.toThrow('File photo.jpg is too large. Maximum size is 10MB');
    expect(FakeXhr.sent).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the limit from the category asked for, else from the declared type', async () => {
    // A 10.5 MB file declared as a video: the video limit (200 MB) applies, so it asks for a ticket.
    fetchMock.mockResolvedValueOnce(json({ error: 'Stop here' }, 400));
    await expect(uploadMedia(claimedSize(10.5 * MB, 'clip.mp4', 'video/mp4'))).rejects.toThrow('Stop here');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('uploadMedia, through an upload URL (over 4 MB)', () => {
  it('asks for a ticket, PUTs consecutive chunks with Content-Range, then completes', async () => {
    const total = 5 * MB + 1;
    fetchMock.mockResolvedValueOnce(json(ticket())).mockResolvedValueOnce(json(stored({ fileSize: total })));
    const file = fileOf(total, 'clip.mp4', 'video/mp4');
    const result = await uploadMedia(file, { category: 'video', purpose: 'library' });
    expect(result.asset.fileSize).toBe(total);

    const [askUrl, askInit] = fetchMock.mock.calls[0]!;
    expect(askUrl).toBe('/api/objects/upload');
    expect(askInit!.method).toBe('POST');
    expect(JSON.parse(String(askInit!.body))).toEqual({
      fileName: 'clip.mp4',
      contentType: 'video/mp4',
      fileSize: total,
      category: 'video',
      purpose: 'library',
    });

    expect(FakeXhr.sent.map((x) => [x.method, x.url, x.headers['Content-Range'], x.size])).toEqual([
      ['PUT', `/api/objects/upload/${UPLOAD_ID}`, `bytes 0-${2 * MB - 1}/${total}`, 2 * MB],
      ['PUT', `/api/objects/upload/${UPLOAD_ID}`, `bytes ${2 * MB}-${4 * MB - 1}/${total}`, 2 * MB],
      ['PUT', `/api/objects/upload/${UPLOAD_ID}`, `bytes ${4 * MB}-${total - 1}/${total}`, MB + 1],
    ]);
    for (const xhr of FakeXhr.sent) {
      expect(xhr.headers['Content-Type']).toBe('application/octet-stream');
      expect(xhr.body).toBeInstanceOf(Blob);
    }
    // The bytes of each chunk are the file's own, in order.
    const sentBytes = await bytesOf(new Blob(FakeXhr.sent.map((x) => x.body as Blob)));
    expect(sentBytes.length).toBe(total);
    expect(sentBytes.every((b) => b === 7)).toBe(true);

    const [completeUrl, completeInit] = fetchMock.mock.calls[1]!;
    expect(completeUrl).toBe(`/api/objects/upload/${UPLOAD_ID}/complete`);
    expect(completeInit!.method).toBe('POST');
    expect(completeInit!.body).toBe('{}');
  });

  it('a chunk size that divides the file leaves no empty last PUT', async () => {
    fetchMock.mockResolvedValueOnce(json(ticket())).mockResolvedValueOnce(json(stored()));
    await uploadMedia(fileOf(6 * MB, 'clip.mp4', 'video/mp4'));
    expect(FakeXhr.sent.map((x) => x.headers['Content-Range'])).toEqual([
      `bytes 0-${2 * MB - 1}/${6 * MB}`,
      `bytes ${2 * MB}-${4 * MB - 1}/${6 * MB}`,
      `bytes ${4 * MB}-${6 * MB - 1}/${6 * MB}`,
    ]);
  });

  it('reports progress across all the chunks, 100 only after completing', async () => {
    fetchMock.mockResolvedValueOnce(json(ticket())).mockResolvedValueOnce(json(stored()));
    const seen: UploadProgress[] = [];
    await uploadMedia(fileOf(6 * MB, 'clip.mp4', 'video/mp4'), { onProgress: (p) => seen.push(p) });
    expect(percents(seen)).toEqual([0, 17, 33, 50, 67, 83, 99, 100]);
    expect(seen[3]).toEqual({
      loaded: 3 * MB,
      total: 6 * MB,
      percent: 50,
      stage: 'sending',
      category: 'video',
    });
    // The last chunk arrived: the server stores the video while the completion runs.
    expect(seen.at(-2)).toMatchObject({ percent: 99, stage: 'finishing' });
  });

  it('sends the file in one PUT, with only the ticket headers and no cookies, when there is no chunk size (S3)', async () => {
    const s3 = 'https://bucket.s3.example.com/uploads/abc?X-Amz-Signature=1';
    fetchMock
      .mockResolvedValueOnce(
        json(ticket({ uploadURL: s3, chunkSize: null, headers: { 'Content-Type': 'video/mp4' } })),
      )
      .mockResolvedValueOnce(json(stored()));
    const file = fileOf(5 * MB, 'clip.mp4', 'video/mp4');
    const seen: UploadProgress[] = [];
    await uploadMedia(file, { onProgress: (p) => seen.push(p) });
    expect(FakeXhr.sent).toHaveLength(1);
    const [put] = FakeXhr.sent;
    expect(put!.method).toBe('PUT');
    expect(put!.url).toBe(s3);
    expect(put!.headers).toEqual({ 'Content-Type': 'video/mp4' });
    expect(put!.body).toBe(file);
    expect(put!.withCredentials).toBe(false);
    expect(percents(seen)).toEqual([0, 50, 99, 100]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops at a refused chunk with the server message, and does not complete', async () => {
    fetchMock.mockResolvedValueOnce(json(ticket()));
    answer = (xhr) =>
      FakeXhr.sent.length === 2
        ? xhr.respond(410, { error: 'This upload URL has expired' })
        : halfThenDone(xhr);
    await expect(uploadMedia(fileOf(6 * MB, 'clip.mp4', 'video/mp4'))).rejects.toMatchObject({
      status: 410,
      message: 'This upload URL has expired',
    });
    expect(FakeXhr.sent).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("reads another origin's refusal as 'HTTP error! status: N' and never goes to the login for it", async () => {
    fetchMock.mockResolvedValueOnce(
      json(ticket({ uploadURL: 'https://bucket.s3.example.com/x', chunkSize: null })),
    );
    answer = (xhr) => xhr.respond(401, '<Error><Code>AccessDenied</Code></Error>');
    await expect(uploadMedia(fileOf(5 * MB, 'clip.mp4', 'video/mp4'))).rejects.toMatchObject({
      status: 401,
      message: 'HTTP error! status: 401',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('aborts between chunks on the signal', async () => {
    const controller = new AbortController();
    fetchMock.mockResolvedValueOnce(json(ticket()));
    answer = (xhr) => {
      halfThenDone(xhr);
      controller.abort();
    };
    const refused = await uploadMedia(fileOf(6 * MB, 'clip.mp4', 'video/mp4'), {
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect((refused as Error).name).toBe('AbortError');
    expect(FakeXhr.sent).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('postFileDirect', () => {
  it("posts to any path and parses with that path's schema (the logo upload)", async () => {
    answer = (xhr) => xhr.respond(200, { success: true, url: '/uploads/logo.png', error: null });
    const seen: number[] = [];
    const result = await postFileDirect('/api/upload/logo', fileOf(300, 'logo.png'), logoUploadResultSchema, {
      onProgress: (p) => seen.push(p.percent),
    });
    expect(result.url).toBe('/uploads/logo.png');
    expect(FakeXhr.sent[0]!.url).toBe('/api/upload/logo');
    expect(Object.keys(FakeXhr.sent[0]!.sentJson)).toEqual([
      'fileName',
      'fileData',
      'contentType',
      'fileSize',
    ]);
    expect(seen).toEqual([0, 100]);
  });
});

describe('uploadLogo', () => {
  it("sends a logo that fits inline through the spec's own call, and answers its address", async () => {
    answer = (xhr) => xhr.respond(200, { success: true, url: '/uploads/logo.webp', error: null });
    expect(await uploadLogo(fileOf(4 * MB, 'logo.png'))).toBe('/uploads/logo.webp');
    expect(FakeXhr.sent.map((xhr) => `${xhr.method} ${xhr.url}`)).toEqual(['POST /api/upload/logo']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes a larger logo up to the image's 10MB through an upload URL, and refuses one over it", async () => {
    fetchMock.mockResolvedValueOnce(json(ticket())).mockResolvedValueOnce(json(stored()));
    const seen: UploadProgress[] = [];
    const url = await uploadLogo(fileOf(6 * MB, 'big-logo.png'), { onProgress: (p) => seen.push(p) });
    expect(url).toBe('/uploads/photo.png');
    const [asked] = fetchMock.mock.calls[0]!;
    expect(asked).toBe('/api/objects/upload');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      fileName: 'big-logo.png',
      fileSize: 6 * MB,
      category: 'image',
    });
    expect(FakeXhr.sent.map((xhr) => xhr.method)).toEqual(['PUT', 'PUT', 'PUT']);
    expect(seen.at(-2)).toMatchObject({ stage: 'finishing', category: 'image' });

    FakeXhr.sent = [];
    fetchMock.mockClear();
    await expect(uploadLogo(claimedSize(10 * MB + 1, 'huge-logo.png', 'image/png'))).rejects.toThrow(
      'File huge-logo.png is too large. Maximum size is 10MB',
    );
    expect(FakeXhr.sent).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

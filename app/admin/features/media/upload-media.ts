import type { z } from 'zod';
import {
  logoUploadResultSchema,
  storedUploadSchema,
  uploadTicketSchema,
  type StoredUpload,
  type UploadTicket,
} from '../../../../common/media/media-schemas';
import {
  categoryOfType,
  DIRECT_UPLOAD_MAX_BYTES,
  tooLargeMessage,
  uploadLimit,
  type MediaCategory,
  type UploadPurpose,
} from '../../../../common/media/upload-rules';
import {
  ADMIN_LOGIN_PATH,
  AdminApiError,
  adminFetch,
  apiRefusal,
  NETWORK_ERROR_MESSAGE,
} from '../../data/admin-api';

/**
 * The back office's upload client (decision 015; back-office §5, §7): every screen that sends a file (the
 * media library, the media picker's Upload New tab, the logo uploader) goes through here. The requests
 * that carry bytes use XMLHttpRequest, the one browser API that reports upload progress; the others
 * use `adminFetch`. Refusals read exactly as `adminFetch`'s do (`AdminApiError` with the server's
 * `error` and `details`, 'HTTP error! status: N' otherwise, status 0 for a network failure), a 401 from
 * the shop sends the browser to /admin/login, and `signal` aborts with an `AbortError`.
 *
 *   const stored = await uploadMedia(file, { category: 'image', onProgress: (p) => setPercent(p.percent) });
 *   stored.asset; // the new media_assets row
 */

/**
 * Where one upload has got. `stage` is 'sending' while the bytes travel, 'finishing' once the last byte
 * has left and the server is storing the file (an image: making its sizes, which takes a moment for a
 * large photo), 'done' when the server has answered. `percent` is whole, 0 to 100, and 100 only when
 * done. `category` is the kind the file goes as, so a screen can say what the server is doing.
 */
export type UploadStage = 'sending' | 'finishing' | 'done';
export type UploadProgress = {
  loaded: number;
  total: number;
  percent: number;
  stage: UploadStage;
  category: MediaCategory;
};

export type UploadOptions = {
  /** The library's category; by default the one the file's declared type suggests. */
  category?: MediaCategory;
  /** Where the upload starts, kept with an upload URL; the limits are the same everywhere. */
  purpose?: UploadPurpose;
  altText?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

type ProgressOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/** An upload stopped by its `signal` (the person cancelled, or left the screen): not a failure to show. */
export function isAbortError(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'AbortError';
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

function sameOrigin(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

type XhrRequest = {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers: Record<string, string>;
  signal?: AbortSignal;
  /** Bytes of this request's body sent so far. */
  onSent?: (loaded: number, total: number) => void;
};

/**
 * One request with upload progress. Resolves with the parsed JSON answer (null when it is not JSON, as
 * an S3 PUT's empty one), rejects with an AdminApiError for a refusal or a network failure.
 */
function send({ method, url, body, headers, signal, onSent }: XhrRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(method, url);
    // Cookies go with same-origin requests anyway; never to another origin (a pre-signed S3 URL).
    xhr.withCredentials = false;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onSent) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onSent(event.loaded, event.total);
      };
    }
    xhr.onload = () => {
      settle();
      const answer = parseJson(xhr.responseText);
      const ours = sameOrigin(url);
      if (xhr.status === 401 && ours && window.location.pathname !== ADMIN_LOGIN_PATH) {
        window.location.assign(ADMIN_LOGIN_PATH);
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer);
      else reject(apiRefusal(xhr.status, ours ? answer : null));
    };
    xhr.onerror = () => {
      settle();
      reject(new AdminApiError(0, NETWORK_ERROR_MESSAGE));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

/** The file as base64, read by the browser in one go (no string built piece by piece). */
function readBase64(file: File, signal: AbortSignal | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    const onAbort = () => reader.abort();
    reader.onload = () => {
      signal?.removeEventListener('abort', onAbort);
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new AdminApiError(0, `The file ${file.name} could not be read`));
    };
    reader.onabort = () => reject(abortError());
    signal?.addEventListener('abort', onAbort, { once: true });
    reader.readAsDataURL(file);
  });
}

/**
 * Reports `sent` of `total` bytes as a percentage that stops at 99 until the server has answered, and
 * the 'finishing' stage once every byte has left: the last step (storing, an image's sizes) happens on
 * the server after that.
 */
function reporter(
  total: number,
  category: MediaCategory,
  onProgress: ((p: UploadProgress) => void) | undefined,
) {
  let last = '';
  return {
    sent(sent: number) {
      if (!onProgress) return;
      const share = total === 0 ? 0 : Math.min(1, Math.max(0, sent / total));
      const loaded = Math.round(share * total);
      const percent = Math.min(99, Math.round(share * 100));
      const stage = total > 0 && share === 1 ? 'finishing' : 'sending';
      if (`${stage} ${percent}` === last) return;
      last = `${stage} ${percent}`;
      onProgress({ loaded, total, percent, stage, category });
    },
    done() {
      onProgress?.({ loaded: total, total, percent: 100, stage: 'done', category });
    },
  };
}

/**
 * A file as base64 inside a JSON body (`{ fileName, fileData, contentType, fileSize, ...fields }`), with
 * real progress; the answer parsed with `schema`. The library's direct mode and the logo upload
 * (`POST /api/upload/logo`) both post this way.
 */
export async function postFileDirect<S extends z.ZodType>(
  path: string,
  file: File,
  schema: S,
  options: ProgressOptions & { fields?: Record<string, unknown>; kind?: MediaCategory } = {},
): Promise<z.output<S>> {
  const { onProgress, signal, fields } = options;
  const progress = reporter(file.size, options.kind ?? categoryOfType(file.type), onProgress);
  progress.sent(0);
  const fileData = await readBase64(file, signal);
  throwIfAborted(signal);
  const body = JSON.stringify({
    fileName: file.name,
    fileData,
    contentType: file.type,
    fileSize: file.size,
    ...fields,
  });
  const answer = await send({
    method: 'POST',
    url: path,
    body,
    headers: { 'Content-Type': 'application/json' },
    signal,
    // The body is the file grown by base64 and a few names: its share sent is the file's share sent.
    onSent: (loaded, total) => progress.sent(total ? (loaded / total) * file.size : 0),
  });
  const parsed = schema.parse(answer) as z.output<S>;
  progress.done();
  return parsed;
}

/** The bytes to an upload URL: consecutive ranges when the ticket names a chunk size, else one PUT. */
async function putBytes(
  file: File,
  ticket: UploadTicket,
  progress: ReturnType<typeof reporter>,
  signal: AbortSignal | undefined,
): Promise<void> {
  const total = file.size;
  if (ticket.chunkSize === null) {
    await send({
      method: 'PUT',
      url: ticket.uploadURL,
      body: file,
      headers: ticket.headers,
      signal,
      onSent: (loaded) => progress.sent(loaded),
    });
    progress.sent(total);
    return;
  }
  for (let start = 0; start < total; start += ticket.chunkSize) {
    const end = Math.min(start + ticket.chunkSize, total);
    await send({
      method: 'PUT',
      url: ticket.uploadURL,
      body: file.slice(start, end),
      headers: { ...ticket.headers, 'Content-Range': `bytes ${start}-${end - 1}/${total}` },
      signal,
      onSent: (loaded) => progress.sent(start + Math.min(loaded, end - start)),
    });
    progress.sent(end);
  }
}

/**
 * Uploads one file to the media library: refused here, before a byte is sent, when it is over its kind's
 * limit (the same on every path; back-office §8 'File {name} is too large. Maximum size is {N}MB', as the
 * server's 413 would say); up to DIRECT_UPLOAD_MAX_BYTES in one JSON post, larger through an upload URL
 * (PUT the bytes, then POST `completeURL`). Answers the stored upload with its asset.
 */
export async function uploadMedia(file: File, options: UploadOptions = {}): Promise<StoredUpload> {
  const { category, purpose, altText, onProgress, signal } = options;
  const kind = category ?? categoryOfType(file.type);
  const limit = uploadLimit(kind);
  if (file.size > limit) throw new AdminApiError(413, tooLargeMessage(file.name, limit));
  throwIfAborted(signal);

  const fields = {
    ...(category ? { category } : {}),
    ...(purpose ? { purpose } : {}),
    ...(altText?.trim() ? { altText: altText.trim() } : {}),
  };
  if (file.size <= DIRECT_UPLOAD_MAX_BYTES) {
    return postFileDirect('/api/objects/upload', file, storedUploadSchema, {
      onProgress,
      signal,
      fields,
      kind,
    });
  }

  const progress = reporter(file.size, kind, onProgress);
  progress.sent(0);
  const ticket = await adminFetch('/api/objects/upload', {
    method: 'POST',
    body: { fileName: file.name, contentType: file.type, fileSize: file.size, ...fields },
    schema: uploadTicketSchema,
    signal,
  });
  await putBytes(file, ticket, progress, signal);
  throwIfAborted(signal);
  const stored = await adminFetch(ticket.completeURL, {
    method: 'POST',
    body: {},
    schema: storedUploadSchema,
    signal,
  });
  progress.done();
  return stored;
}

/** Back-office §7: the logo's own call, which takes the file inline. */
export const LOGO_UPLOAD_PATH = '/api/upload/logo';

/**
 * Uploads a logo and answers its address, to be saved to the settings. A logo is an image with the
 * image's one limit (decision 015): up to DIRECT_UPLOAD_MAX_BYTES through the spec's inline call
 * (`POST /api/upload/logo`), larger through an upload URL, as the library sends a large photo.
 */
export async function uploadLogo(file: File, options: ProgressOptions = {}): Promise<string> {
  if (file.size <= DIRECT_UPLOAD_MAX_BYTES) {
    const answer = await postFileDirect(LOGO_UPLOAD_PATH, file, logoUploadResultSchema, {
      ...options,
      kind: 'image',
    });
    return answer.url;
  }
  return (await uploadMedia(file, { ...options, category: 'image' })).fileUrl;
}

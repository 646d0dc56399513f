import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { MediaAsset } from '../../../common/media/media-schemas';
import { adminSettingsSchema, type AdminSettings } from '../../../common/settings/admin-settings-schemas';
import { unsetSettings } from '../../../common/settings/unset-settings';
import { createAdminQueryClient } from '../data/query-client';

/**
 * What the back office's component tests share: answers and a stand-in network (fetch and
 * XMLHttpRequest), the admin QueryClient around what they render, and fixtures of the API's shapes.
 */

/** A well-formed id for the tests: the n-th. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A JSON answer, as the API sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type FetchCall = {
  /** The path as the app passed it, query included. */
  path: string;
  url: URL;
  method: string;
  init: RequestInit | undefined;
};

/**
 * Stands in for `fetch`: `answer` plays the API for each call, and what it leaves unanswered (undefined)
 * is a 404 'Not found'. An answer that throws is a network failure. Returns the mock, to count its calls.
 */
export function stubFetch(answer: (call: FetchCall) => Response | undefined | Promise<Response | undefined>) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const call = { path, url: new URL(path, 'http://shop.test'), method: init?.method ?? 'GET', init };
    return (await answer(call)) ?? json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The error message among what describes a field (`aria-describedby`, the `-error` ids the field kits
 * give it), as a screen reader would hear it; undefined when nothing describes the field.
 */
export function fieldError(field: HTMLElement): string | undefined {
  return field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)!.textContent)
    .join(' ');
}

/** A wrapper with a fresh admin QueryClient (or the one given), for `render` and `renderHook`. */
export function queryWrapper(client: QueryClient = createAdminQueryClient()) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/** Renders under a fresh admin QueryClient, as the back office's layout does. */
export function renderWithQuery(ui: ReactNode) {
  return render(ui, { wrapper: queryWrapper() });
}

/** The address's query string, for tests that follow a screen's filters in the URL: `status` 'Address'. */
function Location() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

/**
 * Renders `element` as the route `path` of a memory router, opened at `url`, under a fresh admin
 * QueryClient; with `showLocation` the address's query string is shown beside it (see Location).
 */
export function renderRoute(
  path: string,
  element: ReactNode,
  { url = path, showLocation = false }: { url?: string; showLocation?: boolean } = {},
) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <>
          {element}
          {showLocation ? <Location /> : null}
        </>
      ),
    },
  ]);
  return renderWithQuery(<Stub initialEntries={[url]} />);
}

/** Every setting, as GET /api/admin/settings answers them (the shop's defaults); checked against the schema. */
export function settingsFixture(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return adminSettingsSchema.parse({
    ...unsetSettings(),
    siteDescription: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    whatsappConnected: true,
    adsConnected: { metaConversions: false, ga4: false },
    phoneProblems: {},
    ...overrides,
  });
}

/** A library item: a small ready PNG with no variants, unless `overrides` say otherwise. */
export function mediaAssetFixture(overrides: Partial<MediaAsset> = {}): MediaAsset {
  return {
    id: '6f1c2a8e-4b1d-4c3e-9f00-000000000001',
    fileName: 'photo.png',
    fileUrl: '/uploads/photo.png',
    fileType: 'image/png',
    fileSize: 1000,
    category: 'image',
    altText: null,
    status: 'ready',
    statusReason: null,
    optimizedUrls: {},
    formats: [],
    sizes: {},
    videoVariants: {},
    width: 10,
    height: 10,
    uploadedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    usedBy: [],
    ...overrides,
  };
}

/**
 * A stand-in XMLHttpRequest (installFakeXhr): each request sent is recorded in `FakeXhr.sent` and handed
 * to `FakeXhr.onSend` when a test plays the network as requests arrive; otherwise the test answers them
 * one by one. Progress and answers run inside act(), as the browser's events would reach React.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static onSend: ((xhr: FakeXhr) => void) | null = null;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    FakeXhr.onSend?.(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The bytes sent: a JSON body's length, or a chunk's size. */
  get size(): number {
    return typeof this.body === 'string' ? this.body.length : (this.body as Blob).size;
  }
  /** The JSON body sent (a direct upload, or a request for an upload URL). */
  get sentJson(): Record<string, unknown> {
    return JSON.parse(this.body as string) as Record<string, unknown>;
  }
  /** `loaded` bytes of the body are on their way. */
  progress(loaded: number) {
    act(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: this.size });
    });
  }
  /** A share (0–1) of the body is on its way. */
  progressShare(share: number) {
    this.progress(Math.round(this.size * share));
  }
  /** The answer: a status and a body, sent as JSON unless it is a string already. */
  respond(status: number, body?: unknown) {
    act(() => {
      this.status = status;
      this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      this.onload?.();
    });
  }
}

/** Puts FakeXhr in place of XMLHttpRequest, with nothing sent yet (undone by vi.unstubAllGlobals()). */
export function installFakeXhr() {
  FakeXhr.sent = [];
  FakeXhr.onSend = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

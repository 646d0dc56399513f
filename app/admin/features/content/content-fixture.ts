import {
  contentRecordSchema,
  contentVersionSchema,
  type ContentPreview,
  type ContentRecord,
  type ContentVersion,
} from '../../../../common/content/content-admin-schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { json, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { ContentScreen } from './content-screen';

/** Ids the API would give: valid UUIDs, told apart by their last digits. */
export const contentId = (n: number) => `7a1c2a8e-4b1d-4c3e-9f00-${String(n).padStart(12, '0')}`;

/** A saved section as GET /api/admin/content answers it; checked against the API's schema. */
export function contentRecord(
  overrides: Partial<ContentRecord> & Pick<ContentRecord, 'page' | 'section'>,
): ContentRecord {
  return contentRecordSchema.parse({
    id: contentId(1),
    contentType: 'json',
    content: {},
    ur: null,
    isPublished: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

/** One saved version of a section, as GET /api/admin/content/{id}/versions answers it. */
export function contentVersion(
  overrides: Partial<ContentVersion> & Pick<ContentVersion, 'content'>,
): ContentVersion {
  return contentVersionSchema.parse({
    id: contentId(100),
    ur: null,
    isPublished: true,
    savedAt: '2026-11-20T10:00:00.000Z',
    savedBy: 'admin',
    ...overrides,
  });
}

/** A sent request, with its JSON body read. */
export type ContentCall = { path: string; method: string; body?: unknown };

/**
 * Plays the content API for a screen test: the saved sections (`state.records`, which writes change), the
 * live preview's page data (`state.preview`; none is a 404, as if it could not be read), and every call
 * made, in `state.calls`.
 */
export function stubContentApi(state: {
  records: ContentRecord[];
  preview?: ContentPreview;
  calls: ContentCall[];
}) {
  return stubFetch(({ path, url, method, init }) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    state.calls.push({ path, method, body });
    const p = url.pathname;
    if (p === '/api/admin/content/preview') return state.preview ? json(state.preview) : undefined;
    if (p === '/api/admin/content' && method === 'GET') return json(state.records);
    if (p === '/api/admin/content' && method === 'POST') {
      const { page, section, content } = body as ContentRecord;
      const created = contentRecord({ id: contentId(90 + state.records.length), page, section, content });
      state.records = [...state.records, created];
      return json(created, 201);
    }
    const saved = state.records.find((record) => p === `/api/admin/content/${record.id}`);
    if (saved && method === 'PATCH') {
      const updated = { ...saved, ...(body as object) };
      state.records = state.records.map((record) => (record === saved ? updated : record));
      return json(updated);
    }
  });
}

/** Opens the content screen on a page's tab, then the section editor from a card's button ('Edit Hero Section'). */
export async function openSection(page: string, button: string, title: string) {
  renderRoute('/admin/content', createElement(ContentScreen), { url: `/admin/content?page=${page}` });
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: `Edit: ${title}` });
}

/** The editor's form, beside its live preview. */
export const formOf = (dialog: HTMLElement) => within(dialog).getByRole('form', { name: 'Section content' });

export const typeInto = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

export const saveSection = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

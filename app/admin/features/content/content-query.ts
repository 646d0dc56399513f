import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contentListSchema,
  contentPreviewSchema,
  contentRecordSchema,
  contentVersionListSchema,
  type ContentCreate,
  type ContentPage,
  type ContentPatch,
  type ContentRecord,
} from '../../../../common/content/content-admin-schemas';
import { CONTENT_MESSAGES } from '../../../../common/content/section-rules';
import { adminFetch } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';
import { notify } from '../../../lib/toast';

export const CONTENT_PATH = '/api/admin/content';
const recordPath = (id: string) => `${CONTENT_PATH}/${encodeURIComponent(id)}`;

/** GET /api/admin/content: every saved section of every page, drafts included. */
export function useContentList() {
  return useQuery({
    queryKey: adminKeys.content,
    queryFn: ({ signal }) => adminFetch(CONTENT_PATH, { schema: contentListSchema, signal }),
  });
}

/** GET /api/admin/content/{id}/versions: the section's saved versions, newest first. */
export function useContentVersions(id: string) {
  return useQuery({
    queryKey: adminKeys.contentVersions(id),
    queryFn: ({ signal }) =>
      adminFetch(`${recordPath(id)}/versions`, { schema: contentVersionListSchema, signal }),
  });
}

/** GET /api/admin/content/preview: the flagship and the testimonials the pages show beside their sections. */
export function useContentPreview() {
  return useQuery({
    queryKey: adminKeys.contentPreview,
    queryFn: ({ signal }) => adminFetch(`${CONTENT_PATH}/preview`, { schema: contentPreviewSchema, signal }),
  });
}

export type SaveSection = {
  page: ContentPage;
  section: string;
  content: Record<string, unknown>;
  /** Its Urdu version (decision 039), null for none; undefined for a section that has none to send. */
  ur?: Record<string, unknown> | null;
  /** The saved record being edited; null creates the section. */
  record: ContentRecord | null;
};

/**
 * Saves a section (back-office §4 Content section): a new one is created published, a saved one is
 * updated in place, live at once. Failures are the editor's to show, since it stays open with the draft.
 */
export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ page, section, content, ur, record }: SaveSection) => {
      const urdu = ur === undefined ? {} : { ur };
      if (record) {
        const body: ContentPatch = { content, ...urdu };
        return adminFetch(recordPath(record.id), { method: 'PATCH', body, schema: contentRecordSchema });
      }
      const body: ContentCreate = { page, section, contentType: 'json', content, isPublished: true, ...urdu };
      return adminFetch(CONTENT_PATH, { method: 'POST', body, schema: contentRecordSchema });
    },
    onSuccess: (saved) => {
      // A draft stays off the site, so it is not "live on the website".
      if (saved.isPublished) notify(CONTENT_MESSAGES.saved, CONTENT_MESSAGES.savedDescription);
      else
        notify(CONTENT_MESSAGES.saved, 'This section is a draft: it is saved but not shown on the website.');
      // The prefix also refreshes the section's history.
      void queryClient.invalidateQueries({ queryKey: adminKeys.content });
    },
    // A duplicate (409) means someone else created the section meanwhile: the screen should show it.
    onError: () => void queryClient.invalidateQueries({ queryKey: adminKeys.content }),
  });
}

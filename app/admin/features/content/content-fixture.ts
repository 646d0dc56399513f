import {
  contentRecordSchema,
  contentVersionSchema,
  type ContentRecord,
  type ContentVersion,
} from '../../../../common/content/content-admin-schemas';

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
    isPublished: true,
    savedAt: '2026-11-20T10:00:00.000Z',
    savedBy: 'admin',
    ...overrides,
  });
}

import { uploadTicketSchema, type UploadRequest, type UploadTicket } from '../../common/media/media-schemas';
import type { TestApp } from './test-app';

/** The JSON body of a direct upload (back-office §7): the file's bytes inline, in base64. */
export function directUpload(
  fileName: string,
  bytes: Buffer,
  contentType: string,
  extra: Partial<UploadRequest> = {},
) {
  return { fileName, fileData: bytes.toString('base64'), contentType, fileSize: bytes.length, ...extra };
}

/**
 * POST /api/objects/upload without the bytes, as the staff member whose session `cookie` is: the upload
 * URL (the ticket) to PUT `bytes` to. Anything but a 200 fails the test.
 */
export async function openUploadTicket(
  t: TestApp,
  cookie: string,
  { bytes, ...file }: { fileName: string; contentType: string; bytes: Buffer } & Partial<UploadRequest>,
): Promise<UploadTicket> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie },
    payload: { ...file, fileSize: bytes.length },
  });
  if (res.statusCode !== 200) throw new Error(`no upload URL: ${res.statusCode} ${res.body}`);
  return uploadTicketSchema.parse(res.json());
}

/** POST the ticket's completeURL: the bytes PUT to it become a library item, or are refused. */
export function completeUpload(t: TestApp, cookie: string, ticket: Pick<UploadTicket, 'completeURL'>) {
  return t.app.inject({ method: 'POST', url: ticket.completeURL, headers: { cookie }, payload: {} });
}

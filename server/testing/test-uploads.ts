import { deflateSync } from 'node:zlib';
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black PNG of `width`×`height` in one bit per pixel: a few kilobytes however many pixels it
 * declares (the rows are zeros, which deflate to almost nothing), as a hostile upload would be. With
 * `paddingBytes`, a private ancillary chunk that decoders skip makes the file that much larger: a file
 * over a size limit that is still quick to decode.
 */
export function blackPng(width: number, height: number, paddingBytes = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // grayscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8))); // filter byte 0, then the row's bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(paddingBytes ? [pngChunk('prVt', Buffer.alloc(paddingBytes, 0x2e))] : []),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

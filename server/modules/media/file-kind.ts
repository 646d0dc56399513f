import type { MediaCategory } from '../../../common/media/upload-rules';

/**
 * What a file is, decided from its first bytes (magic numbers), never from its name or the type the
 * browser declared (DESIGN.md §4 Uploads). Only the kinds the shop serves are known; everything else,
 * HTML, scripts and SVG included, is refused by the caller.
 */
export type FileKind = { category: MediaCategory; mime: string; ext: string };

/** Enough of the file to tell every kind below apart. */
export const SNIFF_BYTES = 64;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** ISO base media files (MP4, QuickTime, AVIF) say what they are in the `ftyp` box's major brand. */
function isoBrand(bytes: Buffer): string | null {
  return bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' ? ascii(bytes, 8, 12) : null;
}

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);

export function detectFileKind(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { category: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { category: 'image', mime: 'image/png', ext: 'png' };
  }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') {
    return { category: 'image', mime: 'image/gif', ext: 'gif' };
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { category: 'image', mime: 'image/webp', ext: 'webp' };
  }
  const brand = isoBrand(bytes);
  if (brand !== null) {
    if (AVIF_BRANDS.has(brand)) return { category: 'image', mime: 'image/avif', ext: 'avif' };
    if (HEIF_BRANDS.has(brand)) return null; // HEIC photos: not one of the shop's formats
    if (brand === 'qt  ') return { category: 'video', mime: 'video/quicktime', ext: 'mov' };
    return { category: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // Matroska and WebM share the EBML header; the doc type names which (only WebM plays in browsers).
    return bytes.includes('webm', 0, 'latin1')
      ? { category: 'video', mime: 'video/webm', ext: 'webm' }
      : null;
  }
  if (ascii(bytes, 0, 4) === 'OggS') return { category: 'video', mime: 'video/ogg', ext: 'ogv' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { category: 'document', mime: 'application/pdf', ext: 'pdf' };
  return null;
}

/** Text that a browser could run or render as a page: said plainly in the refusal. */
const MARKUP = /^\s*(?:<\?xml|<!doctype|<html|<svg|<script|<head|<body|<iframe|<!--)/i;

export function refusalReason(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  if (/<svg/i.test(text))
    return 'SVG files are not accepted (they can carry scripts); upload PNG, JPEG or WebP';
  if (MARKUP.test(text)) return 'HTML and script files are not accepted';
  return 'Unsupported file type: images (JPEG, PNG, WebP, AVIF, GIF), videos (MP4, WebM, Ogg, QuickTime) and PDF documents only';
}

/**
 * Whether the type the browser declared agrees with the bytes. An empty or generic declaration says
 * nothing and passes; a declared family (image/, video/, a PDF) that the bytes contradict is refused, so a
 * JPEG sent as a video is not stored as one.
 */
export function declaredTypeAgrees(declared: string, kind: FileKind): boolean {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  if (!type || type === 'application/octet-stream' || type === 'binary/octet-stream') return true;
  if (type.startsWith('image/')) return kind.category === 'image';
  if (type.startsWith('video/')) return kind.category === 'video';
  if (type === 'application/pdf') return kind.category === 'document';
  return false;
}

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { declaredTypeAgrees, detectFileKind, refusalReason } from './file-kind';

const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);
const ebml = (docType: string) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
    Buffer.from(docType),
    Buffer.alloc(8),
  ]);

describe('the kind of a file, from its bytes', () => {
  it('knows each image format the shop takes, made by a real encoder', async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } });
    const cases = [
      [await image.clone().jpeg().toBuffer(), 'image/jpeg'],
      [await image.clone().png().toBuffer(), 'image/png'],
      [await image.clone().webp().toBuffer(), 'image/webp'],
      [await image.clone().avif().toBuffer(), 'image/avif'],
      [await image.clone().gif().toBuffer(), 'image/gif'],
    ] as const;
    for (const [bytes, mime] of cases)
      expect(detectFileKind(bytes)).toMatchObject({ category: 'image', mime });
  });

  it('knows the videos and PDF by their signatures', () => {
    expect(detectFileKind(ftyp('isom'))).toMatchObject({ category: 'video', mime: 'video/mp4' });
    expect(detectFileKind(ftyp('mp42'))).toMatchObject({ category: 'video', mime: 'video/mp4' });
    expect(detectFileKind(ftyp('qt  '))).toMatchObject({ category: 'video', mime: 'video/quicktime' });
    expect(detectFileKind(ebml('webm'))).toMatchObject({ category: 'video', mime: 'video/webm' });
    expect(detectFileKind(Buffer.from('OggS\0\x02'))).toMatchObject({ category: 'video', mime: 'video/ogg' });
    expect(detectFileKind(Buffer.from('%PDF-1.7\n'))).toMatchObject({
      category: 'document',
      mime: 'application/pdf',
    });
  });

  it('knows nothing else: HEIC, Matroska, HTML, SVG, scripts, text, empty', () => {
    for (const bytes of [
      ftyp('heic'),
      ebml('matroska'),
      Buffer.from('<!DOCTYPE html><html></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('#!/bin/sh\nrm -rf /'),
      Buffer.from('hello'),
      Buffer.alloc(0),
    ]) {
      expect(detectFileKind(bytes)).toBeNull();
    }
  });

  it('says why a file is refused', () => {
    expect(refusalReason(Buffer.from('  <svg onload="x()">'))).toMatch(/^SVG files are not accepted/);
    expect(refusalReason(Buffer.from('<?xml version="1.0"?><svg/>'))).toMatch(/^SVG files are not accepted/);
    expect(refusalReason(Buffer.from('<html><script>x</script>'))).toBe(
      'HTML and script files are not accepted',
    );
    expect(refusalReason(Buffer.from('PK\x03\x04'))).toMatch(/^Unsupported file type/);
  });

  it('checks the declared type against the bytes, letting a generic one pass', () => {
    const jpeg = { category: 'image', mime: 'image/jpeg', ext: 'jpg' } as const;
    expect(declaredTypeAgrees('image/png', jpeg)).toBe(true);
    expect(declaredTypeAgrees('', jpeg)).toBe(true);
    expect(declaredTypeAgrees('application/octet-stream', jpeg)).toBe(true);
    expect(declaredTypeAgrees('video/mp4', jpeg)).toBe(false);
    expect(declaredTypeAgrees('application/pdf', jpeg)).toBe(false);
    expect(declaredTypeAgrees('text/html', jpeg)).toBe(false);
  });
});

import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip body made once for a document that differs per response only in a few fixed-length spots (a
 * page's CSP nonce): the text between those spots is compressed once, piece by piece (no back reference
 * reaches into a spot: compressPieces), and a response is those pieces with the spot's bytes between
 * them as stored (uncompressed) deflate blocks, then the gzip trailer. Only the trailer's CRC depends on
 * the inserted bytes; it is worked out from a CRC made once and the insert's own CRC (bytes()), not
 * computed over the whole text, which would cost ~0.1 ms per 160 KB page.
 *
 * Brotli cannot be spliced like this: a brotli stream's literals are coded by the two bytes before them
 * and its distances by the last ones used, so a piece compressed on its own does not decode after other
 * bytes (decision 021).
 */
export class SplicedGzip {
  private readonly pieces: Buffer[];
  private readonly insertLength: number;
  private readonly storedHeader: Buffer;
  /** The CRC of the text with NUL bytes in every spot, and the CRC of one spot's NUL bytes. */
  private readonly crcWithNuls: number;
  private readonly nulsCrc: number;
  /** Σ x^(8·bytes after spot k), over the spots: moves a change in the spots to the CRC's end. */
  private readonly spotsShift: number;
  /** The uncompressed length, for the trailer. */
  private readonly length: number;

  /** `segments` are the text between the spots; `insertLength` the bytes of each spot (≤ 65,535). */
  constructor(segments: readonly Buffer[], insertLength: number, level = zlib.Z_BEST_COMPRESSION) {
    this.pieces = compressPieces(segments, insertLength, level);
    this.insertLength = insertLength;
    const nuls = Buffer.alloc(insertLength);
    this.nulsCrc = crc32(nuls);
    this.crcWithNuls = crc32(
      Buffer.concat(segments.flatMap((segment, i) => (i ? [nuls, segment] : [segment]))),
    );
    let after = 0;
    let shift = 0;
    for (let i = segments.length - 1; i > 0; i--) {
      after += segments[i]!.length;
      shift ^= crc32Shift(after);
      after += insertLength;
    }
    this.spotsShift = shift >>> 0;
    this.length =
      segments.reduce((sum, segment) => sum + segment.length, 0) + (segments.length - 1) * insertLength;
    // A stored block that is not the last: BFINAL 0, BTYPE 00, then LEN and its one's complement.
    this.storedHeader = Buffer.from([
      0,
      insertLength & 0xff,
      insertLength >> 8,
      ~insertLength & 0xff,
      (~insertLength >> 8) & 0xff,
    ]);
  }

  /** The gzip body of the segments with `insert` (exactly `insertLength` bytes) between each two. */
  bytes(insert: Buffer): Buffer {
    if (insert.length !== this.insertLength) throw new Error('The inserted bytes have the wrong length');
    const parts: Buffer[] = [GZIP_HEADER, this.pieces[0]!];
    for (let i = 1; i < this.pieces.length; i++) parts.push(this.storedHeader, insert, this.pieces[i]!);
    // CRC-32 is affine: two texts of one length differ in CRC by the linear CRC of their difference, here
    // the insert's own (its CRC less that of as many NULs) moved past the bytes after each spot.
    const change = multiplyModP(this.spotsShift, (crc32(insert) ^ this.nulsCrc) >>> 0);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE((this.crcWithNuls ^ change) >>> 0, 0);
    trailer.writeUInt32LE(this.length >>> 0, 4); // ISIZE: the length modulo 2^32
    parts.push(LAST_BLOCK, trailer);
    return Buffer.concat(parts);
  }
}

const EMPTY = Buffer.alloc(0);
/** Deflate looks back at most this far. */
const WINDOW = 32 * 1024;

/**
 * Each segment compressed on its own, ending on a byte boundary and not as the last block (sync flush),
 * so the next piece can follow. A piece may still refer back to the text before it: it is compressed
 * with that text as its preset dictionary, where every spot is NUL bytes. A reference copies bytes
 * equal to the text that follows, and the text holds no NUL (the database refuses NUL in text, and
 * JSON writes it escaped), so no reference reaches into a spot, whatever is inserted there. A text that
 * does hold a NUL is compressed without dictionaries.
 */
function compressPieces(segments: readonly Buffer[], insertLength: number, level: number): Buffer[] {
  const spot = Buffer.alloc(insertLength); // NUL bytes
  const withDictionary = !segments.some((segment) => segment.includes(0));
  let before = EMPTY;
  return segments.map((segment, i) => {
    const dictionary = withDictionary && i > 0 ? before.subarray(-WINDOW) : undefined;
    const piece = segment.length
      ? deflateRawSync(segment, { level, finishFlush: zlib.Z_SYNC_FLUSH, dictionary })
      : EMPTY;
    if (withDictionary) before = Buffer.concat([before.subarray(-WINDOW), segment, spot]);
    return piece;
  });
}
/** Magic, deflate, no flags, no time, no extra flags, unknown OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** An empty stored block marked last: BFINAL 1, BTYPE 00, LEN 0, NLEN 0xffff. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

// CRC-32 arithmetic as zlib's crc32_combine uses it: moving a CRC past n bytes multiplies it by x^(8·n)
// modulo the CRC polynomial.
const POLY = 0xedb88320;

/** a·b modulo the CRC polynomial, in the reflected bit order CRC-32 uses. */
function multiplyModP(a: number, b: number): number {
  if (a === 0) return 0; // the loop below ends at a's last set bit
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1]!, X2N[k - 1]!));

/** The operator that moves a CRC past `length` bytes: x^(8·length) modulo the polynomial. */
function crc32Shift(length: number): number {
  let p = 0x80000000;
  let n = length;
  let k = 3; // 8 bits a byte
  while (n) {
    if (n & 1) p = multiplyModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p >>> 0;
}

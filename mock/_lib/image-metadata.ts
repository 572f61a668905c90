// What the service reads inside an uploaded picture before keeping it: its pixel size (a small file
// can still declare 16000×16000 px, which every viewer then decodes) and the metadata it carries
// (EXIF with GPS position and camera serial, XMP, IPTC, comments), which is cut out — all but a
// JPEG's orientation. The pixels and colour data are kept byte for byte; nothing is re-encoded.

import { Buffer } from 'buffer';
import type { SniffedImageType } from './images';

export interface PixelSize {
  width: number;
  height: number;
}

/** JPEG markers that begin a frame (SOF0–SOF15 less DHT 0xC4, JPG 0xC8 and DAC 0xCC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers without a length: TEM, RST0–7, SOI, EOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);

interface JpegSegment {
  marker: number;
  start: number;
  end: number;
}

/** The JPEG's segments up to the start of its scan (SOS, 0xDA), which comes last; null if malformed. */
function jpegHeaderSegments(bytes: Buffer): { segments: JpegSegment[]; scanAt: number } | null {
  const segments: JpegSegment[] = [];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xda) return { segments, scanAt: at };
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    segments.push({ marker, start: at, end: at + 2 + length });
    at += 2 + length;
  }
  return null;
}

// APP1 (EXIF, XMP), APP12 (Ducky), APP13 (IPTC/Photoshop) and COM hold who, where and with what;
// APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform) decide how it looks.
const JPEG_METADATA = new Set([0xe1, 0xec, 0xed, 0xfe]);

/**
 * A JPEG from its first scan to its end marker, without metadata segments between scans; what
 * follows the end (a phone's second picture with its own EXIF, a motion photo) is left out. A
 * file without an end marker is kept to its last byte. Null when a segment's length is broken.
 */
function jpegScans(bytes: Buffer, scanAt: number): Buffer[] | null {
  const kept: Buffer[] = [];
  let from = scanAt;
  let at = scanAt;
  while (at + 1 < bytes.length) {
    const marker = bytes[at + 1];
    // Entropy-coded data: a 0xFF there is stuffed (FF 00), a restart (FF D0–D7) or a fill byte.
    if (bytes[at] !== 0xff || marker === 0xff) at += 1;
    else if (marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) at += 2;
    else if (marker === 0xd9) {
      kept.push(bytes.subarray(from, at + 2));
      return kept;
    } else {
      // A segment between scans (SOS, DHT, DQT, DRI, APPn, COM), its length after the marker.
      if (at + 4 > bytes.length) return null;
      const length = bytes.readUInt16BE(at + 2);
      if (length < 2 || at + 2 + length > bytes.length) return null;
      if (JPEG_METADATA.has(marker)) {
        kept.push(bytes.subarray(from, at));
        from = at + 2 + length;
      }
      at += 2 + length;
    }
  }
  kept.push(bytes.subarray(from));
  return kept;
}

/** The EXIF orientation (1–8) an APP1 segment holds, or undefined: phones store turned photos so. */
function exifOrientation(bytes: Buffer, segment: JpegSegment): number | undefined {
  const tiff = segment.start + 10;
  if (segment.end - tiff < 8 || bytes.toString('latin1', segment.start + 4, tiff) !== 'Exif\0\0')
    return undefined;
  const order = bytes.toString('latin1', tiff, tiff + 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const u16 = (at: number) => (order === 'II' ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > segment.end) return undefined;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > segment.end) return undefined;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 segment holding nothing but the orientation, so a turned photo still shows upright. */
function orientationOnlyApp1(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry:
  tiff.writeUInt16BE(0x0112, 10); // Orientation,
  tiff.writeUInt16BE(3, 12); // SHORT,
  tiff.writeUInt32BE(1, 14); // one value,
  tiff.writeUInt16BE(orientation, 18); // this one; then no next IFD (bytes 22–25 zero)
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

// What of a PNG is the picture: its header, palette, pixels and end, how to show them (transparency,
// gamma, colours, profile, background, pixel ratio) and an animation's frames. Everything else —
// text, EXIF, time, and any private or unknown chunk — is left out.
const PNG_PICTURE = new Set([
  ...['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD'],
  ...['pHYs', 'acTL', 'fcTL', 'fdAT'],
]);

interface PngChunk {
  type: string;
  start: number;
  end: number;
}

function pngChunks(bytes: Buffer): PngChunk[] | null {
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = bytes.toString('latin1', at + 4, at + 8);
    chunks.push({ type, start: at, end });
    at = end;
    if (type === 'IEND') return chunks;
  }
  return null;
}

interface RiffChunk {
  fourcc: string;
  start: number;
  end: number;
}

function webpChunks(bytes: Buffer): RiffChunk[] | null {
  const chunks: RiffChunk[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > bytes.length) return null;
    chunks.push({ fourcc: bytes.toString('latin1', at, at + 4), start: at, end });
    at = end;
  }
  return chunks.length ? chunks : null;
}

/** The picture's width and height in pixels as its header declares them; null when unreadable. */
export function pixelSizeOf(bytes: Buffer, type: SniffedImageType): PixelSize | null {
  switch (type) {
    case 'image/png': {
      const ihdr = pngChunks(bytes)?.[0];
      if (!ihdr || ihdr.type !== 'IHDR' || ihdr.end - ihdr.start < 20) return null;
      return {
        width: bytes.readUInt32BE(ihdr.start + 8),
        height: bytes.readUInt32BE(ihdr.start + 12),
      };
    }
    case 'image/jpeg': {
      const frame = jpegHeaderSegments(bytes)?.segments.find((s) => isStartOfFrame(s.marker));
      if (!frame || frame.end - frame.start < 9) return null;
      return {
        width: bytes.readUInt16BE(frame.start + 7),
        height: bytes.readUInt16BE(frame.start + 5),
      };
    }
    case 'image/gif':
      if (bytes.length < 10) return null;
      return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
    case 'image/webp': {
      const first = webpChunks(bytes)?.[0];
      if (!first) return null;
      const data = first.start + 8;
      if (first.fourcc === 'VP8X' && first.end - data >= 10)
        return {
          width: bytes.readUIntLE(data + 4, 3) + 1,
          height: bytes.readUIntLE(data + 7, 3) + 1,
        };
      if (first.fourcc === 'VP8L' && first.end - data >= 5) {
        const bits = bytes.readUInt32LE(data + 1);
        return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      }
      if (first.fourcc === 'VP8 ' && first.end - data >= 10)
        return {
          width: bytes.readUInt16LE(data + 6) & 0x3fff,
          height: bytes.readUInt16LE(data + 8) & 0x3fff,
        };
      return null;
    }
    default:
      return null;
  }
}

/** Walks a GIF's blocks after the header and global colour table; null when malformed. */
function gifWithoutComments(bytes: Buffer): Buffer | null {
  if (bytes.length < 13) return null;
  const flags = bytes[10];
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const kept: Buffer[] = [bytes.subarray(0, at)];
  const skipSubBlocks = (from: number) => {
    let p = from;
    while (p < bytes.length && bytes[p] !== 0) p += bytes[p] + 1;
    return p < bytes.length ? p + 1 : -1;
  };
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) {
      kept.push(bytes.subarray(at, at + 1));
      return Buffer.concat(kept);
    }
    let end: number;
    if (introducer === 0x21) {
      const label = bytes[at + 1];
      end = skipSubBlocks(at + 2);
      if (end < 0) return null;
      // Comments (0xFE) and application blocks other than NETSCAPE's looping (XMP rides in one).
      const application = label === 0xff ? bytes.toString('latin1', at + 3, at + 11) : '';
      const metadata = label === 0xfe || (label === 0xff && application !== 'NETSCAPE');
      if (!metadata) kept.push(bytes.subarray(at, end));
    } else if (introducer === 0x2c) {
      // A frame beyond the picture's declared size would make some decoders grow the canvas to
      // it: the pixel rule checks the declared size, so such a frame makes the file broken.
      if (at + 10 > bytes.length) return null;
      const right = bytes.readUInt16LE(at + 1) + bytes.readUInt16LE(at + 5);
      const bottom = bytes.readUInt16LE(at + 3) + bytes.readUInt16LE(at + 7);
      if (right > bytes.readUInt16LE(6) || bottom > bytes.readUInt16LE(8)) return null;
      const local = bytes[at + 9];
      const tableEnd = at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      end = skipSubBlocks(tableEnd + 1);
      if (end < 0) return null;
      kept.push(bytes.subarray(at, end));
    } else return null;
    at = end;
  }
  return null;
}

/**
 * The picture without its metadata (see above), or null when its structure is broken. The result
 * is the same picture: only the metadata's segments, chunks or blocks are left out.
 */
export function withoutMetadata(bytes: Buffer, type: SniffedImageType): Buffer | null {
  switch (type) {
    case 'image/jpeg': {
      const header = jpegHeaderSegments(bytes);
      if (!header) return null;
      const orientation = header.segments
        .filter((s) => s.marker === 0xe1)
        .map((s) => exifOrientation(bytes, s))
        .find((value) => value !== undefined);
      const kept = header.segments
        .filter((s) => !JPEG_METADATA.has(s.marker))
        .map((s) => bytes.subarray(s.start, s.end));
      // Of the EXIF, only a turn other than none (1) is kept: without it the photo shows sideways.
      const turn = orientation && orientation !== 1 ? [orientationOnlyApp1(orientation)] : [];
      const scans = jpegScans(bytes, header.scanAt);
      if (!scans) return null;
      return Buffer.concat([bytes.subarray(0, 2), ...turn, ...kept, ...scans]);
    }
    case 'image/png': {
      const chunks = pngChunks(bytes);
      if (!chunks) return null;
      const kept = chunks
        .filter((c) => PNG_PICTURE.has(c.type))
        .map((c) => bytes.subarray(c.start, c.end));
      return Buffer.concat([bytes.subarray(0, 8), ...kept]);
    }
    case 'image/webp': {
      const chunks = webpChunks(bytes);
      if (!chunks) return null;
      const kept = chunks
        .filter((c) => c.fourcc !== 'EXIF' && c.fourcc !== 'XMP ')
        .map((c) => Buffer.from(bytes.subarray(c.start, c.end)));
      // VP8X says which optional chunks follow: its EXIF (bit 3) and XMP (bit 2) flags go too.
      if (kept[0]?.toString('latin1', 0, 4) === 'VP8X') kept[0][8] &= ~0x0c;
      const body = Buffer.concat(kept);
      const riff = Buffer.alloc(12);
      riff.write('RIFF', 0, 'latin1');
      riff.writeUInt32LE(body.length + 4, 4);
      riff.write('WEBP', 8, 'latin1');
      return Buffer.concat([riff, body]);
    }
    case 'image/gif':
      return gifWithoutComments(bytes);
    default:
      return null;
  }
}

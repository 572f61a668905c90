// What an uploaded picture really is: read from its first bytes (the magic numbers), whatever the
// sender's file name or `data:` label claims. The avatar upload and the news images both ask here.

import { Buffer } from 'buffer';
import type { MockResponse } from './envelope';

export type SniffedImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** The image type its first bytes say, or null when they are no PNG, JPEG, WebP or GIF. */
export function imageTypeOfBytes(bytes: Buffer): SniffedImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'image/gif';
  return null;
}

/** The `data:` URL shape both uploads take: a declared image type and base64 bytes. */
export const IMAGE_DATA_URL = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/;

interface BinaryResponse extends MockResponse {
  setHeader(name: string, value: string | number): unknown;
  end(body: Buffer): unknown;
}

/**
 * Answers an uploaded picture's bytes. Its URL names one version that never changes, so it may be
 * cached for good; `nosniff` keeps the browser to the type its bytes were checked to be.
 */
export function sendImmutableImage(res: MockResponse, type: string, bytes: Buffer): void {
  const out = res as BinaryResponse;
  out.status(200);
  out.setHeader('Content-Type', type);
  out.setHeader('Content-Length', bytes.length);
  out.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  out.setHeader('X-Content-Type-Options', 'nosniff');
  out.end(bytes);
}

// Uploaded pictures at the backend (issue 49, findings 1 and 17): the pixel rule the pages apply is
// held here too, metadata is cut out of what is kept, the account's and the service's upload space
// is limited (HTTP 413 with the limit), and every upload is in the audit trail.

import Database from 'better-sqlite3';
import { Buffer } from 'buffer';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetAudit } from '../../mock/_lib/audit';
import { resetDb } from '../../mock/_lib/data';
import { DEMO_LICENCE_JPEG } from '../../mock/_lib/data/licences';
import { findAuditEntries } from '../../mock/_lib/handlers/admin-audit';
import { replaceNewsImages, uploadNewsImage } from '../../mock/_lib/handlers/admin-news-images';
import { avatarFile, removeAvatar, uploadAvatar } from '../../mock/_lib/handlers/profile';
import { submitVerification } from '../../mock/_lib/handlers/verification';
import { pixelSizeOf, withoutMetadata } from '../../mock/_lib/image-metadata';
import { uploadUsage } from '../../mock/_lib/uploads';
import { closeStore, openStore } from '../../mock/_lib/store';
import { replaceSessions } from '../../mock/_lib/token';
import { resetUsers } from '../../mock/_lib/users';
import { authHeader, call, callFile } from './helpers';

// ------------------------------------------------------------------ pictures built byte by byte

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}
// A 1×1 PNG (signature, IHDR, IDAT, IEND).
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The 1×1 PNG with text and EXIF chunks put in after its header. */
const PNG_WITH_METADATA = Buffer.concat([
  PNG_1PX.subarray(0, 33),
  pngChunk('tEXt', Buffer.from('Author\0Zhang San 13800000001', 'latin1')),
  pngChunk('eXIf', Buffer.from('MM\0*GPSLatitude 34.26', 'latin1')),
  PNG_1PX.subarray(33),
]);
/** A PNG whose header says `width` × `height`: a few bytes that every viewer would decode huge. */
function pngOfSize(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_1PX.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const LICENCE = Buffer.from(DEMO_LICENCE_JPEG, 'base64');
function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}
/** The seeded licence photo with a camera's EXIF (position, serial) and a comment after its SOI. */
const JPEG_WITH_METADATA = Buffer.concat([
  LICENCE.subarray(0, 2),
  jpegSegment(0xe1, Buffer.from('Exif\0\0GPSLatitude 34.26 BodySerialNumber 0042', 'latin1')),
  jpegSegment(0xfe, Buffer.from('taken at home', 'latin1')),
  LICENCE.subarray(2),
]);

// The 1×1 GIF, and the same with a comment block after its colour table.
const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const GIF_WITH_COMMENT = Buffer.concat([
  GIF_1PX.subarray(0, 19),
  Buffer.from([0x21, 0xfe, 5]),
  Buffer.from('hello', 'latin1'),
  Buffer.from([0]),
  GIF_1PX.subarray(19),
]);

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}
function webp(chunks: Buffer[]): Buffer {
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}
/** An extended WebP of 640 × 480 with an EXIF chunk (its flag set in VP8X). */
function webpWithExif(exif: boolean): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = exif ? 0x08 : 0;
  vp8x.writeUIntLE(639, 4, 3);
  vp8x.writeUIntLE(479, 7, 3);
  const vp8l = Buffer.from([0x2f, 0x7f, 0xc0, 0x77, 0x00, 0x00]);
  return webp([
    riffChunk('VP8X', vp8x),
    riffChunk('VP8L', vp8l),
    ...(exif ? [riffChunk('EXIF', Buffer.from('MM\0*GPS', 'latin1'))] : []),
  ]);
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

// --------------------------------------------------------------------------- what is read

describe('reading a picture', () => {
  it('reads the pixel size each format declares', () => {
    expect(pixelSizeOf(PNG_1PX, 'image/png')).toEqual({ width: 1, height: 1 });
    expect(pixelSizeOf(pngOfSize(16000, 16000), 'image/png')).toEqual({
      width: 16000,
      height: 16000,
    });
    expect(pixelSizeOf(GIF_1PX, 'image/gif')).toEqual({ width: 1, height: 1 });
    expect(pixelSizeOf(webpWithExif(true), 'image/webp')).toEqual({ width: 640, height: 480 });
    const licence = pixelSizeOf(LICENCE, 'image/jpeg');
    expect(licence!.width).toBeGreaterThan(100);
    expect(pixelSizeOf(JPEG_WITH_METADATA, 'image/jpeg')).toEqual(licence);
  });

  it('cuts the metadata out and keeps every other byte of the picture', () => {
    expect(withoutMetadata(PNG_WITH_METADATA, 'image/png')).toEqual(PNG_1PX);
    expect(withoutMetadata(JPEG_WITH_METADATA, 'image/jpeg')).toEqual(LICENCE);
    expect(withoutMetadata(GIF_WITH_COMMENT, 'image/gif')).toEqual(GIF_1PX);
    expect(withoutMetadata(webpWithExif(true), 'image/webp')).toEqual(webpWithExif(false));
  });

  it('leaves out what a picture carries past its end and any chunk that is not the picture', () => {
    // A phone's JPEG with a second picture (and its EXIF) after the end marker.
    const secondPicture = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      jpegSegment(0xe1, Buffer.from('Exif\0\0GPSLatitude 34.26', 'latin1')),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(withoutMetadata(Buffer.concat([LICENCE, secondPicture]), 'image/jpeg')).toEqual(LICENCE);
    // A private PNG chunk (any name a tool makes up) carries what it likes.
    const withPrivate = Buffer.concat([
      PNG_1PX.subarray(0, 33),
      pngChunk('prIv', Buffer.from('13800000001 西安市雁塔区', 'utf8')),
      PNG_1PX.subarray(33),
    ]);
    expect(withoutMetadata(withPrivate, 'image/png')).toEqual(PNG_1PX);
  });

  it("keeps a JPEG's orientation and nothing else of its EXIF, so a turned photo shows upright", () => {
    // Little-endian TIFF: IFD0 with Orientation 6 (turned 90°) and a GPS pointer.
    const tiff = Buffer.alloc(38);
    tiff.write('II', 0, 'latin1');
    tiff.writeUInt16LE(42, 2);
    tiff.writeUInt32LE(8, 4);
    tiff.writeUInt16LE(2, 8);
    tiff.set([0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0], 10);
    tiff.set([0x25, 0x88, 4, 0, 1, 0, 0, 0, 34, 0, 0, 0], 22);
    const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
    const turned = Buffer.concat([
      LICENCE.subarray(0, 2),
      jpegSegment(0xe1, exif),
      LICENCE.subarray(2),
    ]);
    const kept = withoutMetadata(turned, 'image/jpeg')!;
    const app1 = kept.subarray(2, 2 + 4 + 32);
    expect(app1.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xe1]));
    expect(app1.toString('latin1', 4, 10)).toBe('Exif\0\0');
    // Big-endian now: one entry, Orientation = 6, no next IFD.
    expect(app1.subarray(10).toString('hex')).toBe(
      '4d4d002a00000008000101120003000000010006000000000000',
    );
    expect(kept.subarray(2 + app1.length)).toEqual(LICENCE.subarray(2));
  });

  it('finds a truncated picture broken', () => {
    expect(pixelSizeOf(PNG_1PX.subarray(0, 20), 'image/png')).toBeNull();
    expect(withoutMetadata(LICENCE.subarray(0, 40), 'image/jpeg')).toBeNull();
    expect(withoutMetadata(GIF_1PX.subarray(0, 30), 'image/gif')).toBeNull();
    // A 1×1 GIF whose frame says 65535×65535.
    const hugeFrame = Buffer.from(GIF_1PX);
    hugeFrame.writeUInt16LE(0xffff, 32);
    hugeFrame.writeUInt16LE(0xffff, 34);
    expect(withoutMetadata(hugeFrame, 'image/gif')).toBeNull();
  });
});

// --------------------------------------------------------------------------- what is kept

const as = (account: string) => ({ method: 'POST', headers: authHeader(account) });
const avatar = (account: string, bytes: Buffer, type = 'image/png') =>
  call(uploadAvatar, { ...as(account), body: { dataUrl: dataUrl(type, bytes) } }).body;
const newsImage = (bytes: Buffer, type = 'image/png') =>
  call(uploadNewsImage, { ...as('admin'), body: { dataUrl: dataUrl(type, bytes) } }).body;
const licenceApplication = (account: string, bytes: Buffer) =>
  call(submitVerification, {
    ...as(account),
    body: {
      companyName: '西安测试新材料有限公司',
      creditCode: '91610131MA6U0PQ8XG',
      contactName: '王经理',
      contactPhone: '13912345678',
      licence: dataUrl('image/jpeg', bytes),
    },
  }).body;

beforeEach(() => {
  resetDb();
  resetUsers();
  resetAudit();
  replaceNewsImages([]);
  replaceSessions([]);
});
afterEach(() => {
  delete process.env.IPR_MOCK_UPLOAD_ACCOUNT_MB;
  delete process.env.IPR_MOCK_UPLOAD_TOTAL_MB;
});

describe('the pixel rule, at the backend', () => {
  it('refuses an avatar larger than the 256 px the page scales to', () => {
    expect(avatar('demo', pngOfSize(16000, 16000))).toMatchObject({
      success: false,
      errorMessage: '图片尺寸为 16000×16000 像素，长宽均不能超过 256 像素，请缩小后重试',
    });
  });

  it('refuses a licence beyond 2400 px and a news image beyond 4096 px, at their field', () => {
    expect(newsImage(pngOfSize(4097, 10))).toMatchObject({
      data: { field: 'dataUrl' },
      errorMessage: '图片尺寸为 4097×10 像素，长宽均不能超过 4096 像素，请缩小后重试',
    });
    expect(newsImage(pngOfSize(4096, 4096)).success).toBe(true);
    // A JPEG whose frame says 2401 × 100: the SOF0's height and width bytes rewritten.
    const wide = Buffer.from(LICENCE);
    const sof = wide.indexOf(Buffer.from([0xff, 0xc0]));
    wide.writeUInt16BE(100, sof + 5);
    wide.writeUInt16BE(2401, sof + 7);
    expect(licenceApplication('buyer', wide)).toMatchObject({
      data: { field: 'licence' },
      errorMessage: '图片尺寸为 2401×100 像素，长宽均不能超过 2400 像素，请缩小后重试',
    });
  });

  it('refuses a picture whose header is cut off', () => {
    expect(avatar('demo', PNG_1PX.subarray(0, 24)).errorMessage).toBe(
      '图片文件已损坏或不完整，请重新选择',
    );
  });
});

describe('metadata', () => {
  it('is not in the avatar served, nor in the licence or news image kept', () => {
    expect(avatar('demo', PNG_WITH_METADATA).success).toBe(true);
    const served = callFile(avatarFile, { query: { account: 'demo', v: '1' } }).file!;
    expect(served).toEqual(PNG_1PX);
    expect(served.toString('latin1')).not.toMatch(/GPS|13800000001/);

    const sent = newsImage(JPEG_WITH_METADATA, 'image/jpeg');
    expect(sent.data.size).toBe(LICENCE.length);
    expect(licenceApplication('buyer', JPEG_WITH_METADATA).success).toBe(true);
  });
});

describe('upload space', () => {
  it("refuses an account's upload beyond its space with HTTP 413 and the limit", () => {
    process.env.IPR_MOCK_UPLOAD_ACCOUNT_MB = String((PNG_1PX.length + 10) / 1024 / 1024);
    expect(newsImage(PNG_1PX).success).toBe(true);
    // The same picture again takes no more space.
    expect(newsImage(PNG_1PX).success).toBe(true);
    const sent = call(uploadNewsImage, {
      ...as('admin'),
      body: { dataUrl: dataUrl('image/gif', GIF_1PX) },
    });
    expect(sent.status).toBe(413);
    expect(sent.body).toMatchObject({
      success: false,
      errorCode: 'UPLOAD_QUOTA_EXCEEDED',
      errorMessage: '上传空间已满：每个账号最多保存 80 B 图片，已用 70 B',
      data: { limit: PNG_1PX.length + 10, used: PNG_1PX.length },
    });
    // Another account has its own space.
    expect(avatar('buyer', pngOfSize(2, 2)).success).toBe(true);
  });

  it('counts a replaced avatar no more', () => {
    process.env.IPR_MOCK_UPLOAD_ACCOUNT_MB = String((PNG_1PX.length + 10) / 1024 / 1024);
    expect(avatar('buyer', PNG_1PX).success).toBe(true);
    expect(avatar('buyer', pngOfSize(2, 2)).success).toBe(true);
  });

  it("refuses anyone's upload once the service's space is used up", () => {
    // The seed keeps two licences (demo's and firm's); room for those and the 1×1 PNG.
    const seeded = uploadUsage('buyer').total;
    process.env.IPR_MOCK_UPLOAD_TOTAL_MB = String((seeded + PNG_1PX.length + 10) / 1024 / 1024);
    expect(avatar('demo', PNG_1PX).success).toBe(true);
    const sent = call(uploadAvatar, {
      ...as('buyer'),
      body: { dataUrl: dataUrl('image/png', pngOfSize(3, 3)) },
    });
    expect(sent.status).toBe(413);
    expect(sent.body.errorMessage).toMatch(
      /^平台上传空间已满（共 .+），请稍后再试或联系平台管理员$/,
    );
  });
});

describe('the audit trail', () => {
  it('records who uploaded which picture, how big, and links it to the account', () => {
    expect(avatar('demo', PNG_WITH_METADATA).success).toBe(true);
    const uploaded = newsImage(GIF_1PX, 'image/gif').data;
    const entries = call(findAuditEntries, {
      headers: authHeader('admin'),
      query: { queryData: JSON.stringify({ targetType: 'image' }) },
    }).body.data.content as API.AuditEntry[];
    expect(
      entries.map((e) => [e.action, e.actor, e.targetId, e.targetExists, e.targetCode]),
    ).toEqual([
      ['image.upload', 'admin', uploaded.id, true, 'admin'],
      ['image.upload', 'demo', 'demo', true, 'demo'],
    ]);
    expect(entries[1]).toMatchObject({
      targetTitle: '头像（demo）',
      after: { purpose: '头像', type: 'image/png', size: PNG_1PX.length, pixels: '1×1' },
    });
    // The avatar replaced: the entry's picture is gone.
    expect(avatar('demo', pngOfSize(2, 2)).success).toBe(true);
    const again = call(findAuditEntries, {
      headers: authHeader('admin'),
      query: { queryData: JSON.stringify({ targetType: 'image', actor: 'demo' }) },
    }).body.data.content as API.AuditEntry[];
    expect(again.map((e) => e.targetExists)).toEqual([true, false]);
  });
});

describe('stored bytes', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-uploads-'));
  });
  afterEach(() => {
    closeStore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const sizes = () => {
    const file = new Database(path.join(dir, 'portal.db'), { readonly: true });
    const all = (file.prepare('SELECT size FROM blob').all() as { size: number }[]).map(
      (r) => r.size,
    );
    file.close();
    return all.sort((a, b) => a - b);
  };

  it('go with the write that stops naming them: 30 replaced avatars leave one', () => {
    openStore(dir);
    for (let side = 1; side <= 30; side += 1)
      expect(avatar('demo', pngOfSize(side, side)).success).toBe(true);
    expect(sizes()).toHaveLength(3); // the two seeded licences and the avatar now
    expect(call(removeAvatar, as('demo')).body.success).toBe(true);
    expect(sizes()).toHaveLength(2);
  });

  it("that nothing names are removed at the service's next start", () => {
    openStore(dir);
    const file = new Database(path.join(dir, 'portal.db'));
    file
      .prepare("INSERT INTO blob (hash, size, bytes) VALUES ('left-by-a-stop', 3, x'010203')")
      .run();
    file.close();
    closeStore();
    resetUsers();
    openStore(dir);
    closeStore();
    expect(sizes()).toHaveLength(2);
  });
});

// 内容管理, pictures: an article's images are uploaded on their own and kept with the mock's state
// (store.ts; the bytes in the blob store, blobs.ts), checked by their bytes, not by what the
// browser says they are; the public URL an article's <img> uses answers the bytes, as <img> sends
// no Authorization header.

import { Buffer } from 'buffer';
import { randomBytes } from 'node:crypto';
import { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_TYPES } from '../../../src/contract/newsArticle';
import { NEWS_IMAGE_MAX_SIDE } from '../../../src/contract/uploads';
import { blobBytes, putBlob } from '../blobs';
import type { Handler } from '../envelope';
import { bodyOf, fail, fieldError, handle } from '../envelope';
import { IMAGE_DATA_URL, imageTypeOfBytes, sendImmutableImage } from '../images';
import { NEWS_IMAGE_PATH } from '../news-html';
import { checkUploadSpace, checkedPicture, recordUpload } from '../uploads';
import { requireAdmin } from '../users';
import { ADMIN_ONLY } from './admin-news';

/** An uploaded picture, kept with the mock's state like avatars are. */
export interface NewsImage {
  id: string;
  type: (typeof NEWS_IMAGE_TYPES)[number];
  /** The bytes in the blob store, and how many. */
  blob: string;
  size: number;
  uploadedBy: string;
  uploadedAt: string;
}

const images = new Map<string, NewsImage>();

export function newsImages(): NewsImage[] {
  return [...images.values()];
}

/** Puts kept images back (a restart reading its store), or forgets them all (tests: `[]`). */
export function replaceNewsImages(list: readonly NewsImage[]): void {
  images.clear();
  for (const image of list) images.set(image.id, image);
}

export const newsImageUrl = (id: string) => `${NEWS_IMAGE_PATH}?id=${encodeURIComponent(id)}`;

const isNewsImageType = (type: unknown): type is NewsImage['type'] =>
  (NEWS_IMAGE_TYPES as readonly unknown[]).includes(type);

/** POST …/authFront/admin/news/image {dataUrl}: stores the picture; the article's <img> uses its URL. */
export const uploadNewsImage = handle((req): API.NewsImageUpload => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const value = bodyOf(req).dataUrl;
  if (typeof value !== 'string' || value === '') throw fieldError('dataUrl', '请选择图片');
  // Base64 of 2 MB is about 2.7 M characters; anything much longer is refused before decoding.
  if (value.length > Math.ceil(NEWS_IMAGE_MAX_BYTES / 3) * 4 + 100)
    throw fieldError('dataUrl', '图片不能超过 2 MB');
  const match = IMAGE_DATA_URL.exec(value);
  if (!match) throw fieldError('dataUrl', '图片格式不正确');
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length === 0) throw fieldError('dataUrl', '图片文件是空的，请重新选择');
  if (bytes.length > NEWS_IMAGE_MAX_BYTES) throw fieldError('dataUrl', '图片不能超过 2 MB');
  const type = imageTypeOfBytes(bytes);
  if (!type || !isNewsImageType(type))
    throw fieldError('dataUrl', '文件内容不是 PNG、JPG、WebP 或 GIF 图片，请重新选择');
  const refuse = (message: string) => fieldError('dataUrl', message);
  const picture = checkedPicture(bytes, type, NEWS_IMAGE_MAX_SIDE, refuse);
  checkUploadSpace(actor, picture.bytes);
  const image: NewsImage = {
    id: `nimg-${randomBytes(8).toString('hex')}`,
    type,
    blob: putBlob(picture.bytes),
    size: picture.bytes.length,
    uploadedBy: actor,
    uploadedAt: new Date().toISOString(),
  };
  images.set(image.id, image);
  recordUpload({ actor, purpose: 'newsImage', targetId: image.id, type, picture });
  return { id: image.id, url: newsImageUrl(image.id), type, size: image.size };
});

/**
 * GET …/api/front/news/image?id= → the picture. Public, as <img> sends no Authorization header;
 * an image never changes under its id, so it may be cached for good. Unknown: a 404 envelope.
 */
export const newsImageFile: Handler = (req, res) => {
  const id = req.query?.id;
  const image = typeof id === 'string' ? images.get(id) : undefined;
  const bytes = image && blobBytes(image.blob);
  if (!image || !bytes) {
    res.status(404).json(fail('图片不存在', 'FILE_NOT_FOUND', 0));
    return;
  }
  sendImmutableImage(res, image.type, bytes);
};

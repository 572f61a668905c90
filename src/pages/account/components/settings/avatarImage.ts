// Turns the file the user picked into the small image that is sent: checked, then drawn onto a
// canvas at most AVATAR_MAX_SIDE square, so a 2 MB photo travels as a few kilobytes.

import { AVATAR_MAX_SIDE, describeAvatarFileError, fitWithin } from '@/contract/avatar';

export class AvatarFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AvatarFileError';
  }
}

function decode(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new AvatarFileError('无法读取该图片，请换一张试试'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** The `data:` URL to upload; rejects with an AvatarFileError saying what is wrong with the file. */
export async function avatarDataUrl(file: File): Promise<string> {
  const problem = describeAvatarFileError(file);
  if (problem) throw new AvatarFileError(problem);
  const image = await decode(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, AVATAR_MAX_SIDE);
  if (!width || !height) throw new AvatarFileError('无法读取该图片，请换一张试试');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new AvatarFileError('浏览器无法处理该图片，请换一个浏览器重试');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  // Photos stay JPEG (small); PNG and WebP become PNG, which keeps transparency everywhere.
  return file.type === 'image/jpeg'
    ? canvas.toDataURL('image/jpeg', 0.9)
    : canvas.toDataURL('image/png');
}

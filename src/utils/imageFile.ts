// Reads an image the user picked before it is sent: its pixel size (news images), or drawn onto a
// canvas scaled down to fit a square (avatars, licences), so a large photo travels small and
// without the camera's metadata.

import { fitWithin } from '@/contract/avatar';

/** What is wrong with the picked image, in words for the field. */
export class ImageFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageFileError';
  }
}

function decode(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ImageFileError('无法读取该图片，请换一张试试'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** The picked image's width and height in pixels; rejects with an ImageFileError when unreadable. */
export async function pixelSizeOfFile(file: Blob): Promise<{ width: number; height: number }> {
  const image = await decode(file);
  return { width: image.naturalWidth, height: image.naturalHeight };
}

/**
 * The picked image drawn at most `maxSide` × `maxSide` (never enlarged), on `background` when
 * given (a transparent PNG sent as JPEG would turn black).
 */
export async function scaledCanvas(
  file: Blob,
  maxSide: number,
  background?: string,
): Promise<HTMLCanvasElement> {
  const image = await decode(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, maxSide);
  if (!width || !height) throw new ImageFileError('无法读取该图片，请换一张试试');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageFileError('浏览器无法处理该图片，请换一个浏览器重试');
  context.imageSmoothingQuality = 'high';
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

/** Bytes a base64 `data:` URL holds. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.match(/=*$/)?.[0].length ?? 0);
}

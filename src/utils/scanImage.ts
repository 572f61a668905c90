// A scanned document the user picked (a business licence, a 专利证书, an authorisation letter), as
// the image that is sent: a PNG or JPEG of at most 5 MB (checked by its bytes, not its name),
// scaled to fit LICENCE_MAX_SIDE and sent as JPEG: readable, small enough for the request limit,
// and free of the camera's metadata. `label` names the document in every message.

import {
  describeLicenceFileError,
  LICENCE_MAX_SIDE,
  LICENCE_UPLOAD_MAX_BYTES,
  sniffLicenceType,
} from '@/contract/verification';
import { portalColors } from '@/theme';
import { dataUrlBytes, ImageFileError, scaledCanvas } from './imageFile';

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  // jsdom's Blob has no arrayBuffer(); FileReader works everywhere.
  const buffer =
    typeof head.arrayBuffer === 'function'
      ? await head.arrayBuffer()
      : await new Promise<ArrayBuffer>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.onerror = () => reject(new ImageFileError('无法读取该图片，请换一张试试'));
          reader.readAsArrayBuffer(head);
        });
  return new Uint8Array(buffer);
}

/** Checks the picked file (type, size, bytes); rejects with an ImageFileError naming the problem. */
export async function checkScanFile(file: File, label = '营业执照'): Promise<void> {
  const problem = describeLicenceFileError(file, label);
  if (problem) throw new ImageFileError(problem);
  if (sniffLicenceType(await firstBytes(file, 8)) !== file.type)
    throw new ImageFileError(`图片内容与格式不符，请选择${label}的 PNG 或 JPG 图片`);
}

/** The `data:` URL to send; rejects with an ImageFileError saying what is wrong with the file. */
export async function scanDataUrl(file: File, label = '营业执照'): Promise<string> {
  await checkScanFile(file, label);
  const canvas = await scaledCanvas(file, LICENCE_MAX_SIDE, portalColors.white);
  for (const quality of [0.9, 0.75, 0.6]) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(dataUrl) <= LICENCE_UPLOAD_MAX_BYTES) return dataUrl;
  }
  throw new ImageFileError(`${label}图片过于复杂，请换一张更清晰简洁的照片`);
}

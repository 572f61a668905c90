// A scanned document sent as a picture — a business licence, a 专利证书, an authorisation letter —
// checked by its bytes: PNG or JPEG as the `data:` URL says, at most LICENCE_UPLOAD_MAX_BYTES and
// LICENCE_MAX_SIDE pixels a side (as the page scales it), its metadata cut out.

import { Buffer } from 'buffer';
import {
  isLicenceType,
  LICENCE_MAX_SIDE,
  LICENCE_UPLOAD_MAX_BYTES,
  type LicenceType,
  sniffLicenceType,
} from '../../src/contract/verification';
import { fieldError } from './envelope';
import { IMAGE_DATA_URL } from './images';
import { type CheckedPicture, checkedPicture } from './uploads';

/** The scan in `value`, or a refusal at `field` that names the document (`label`). */
export function scanOf(
  value: unknown,
  field: string,
  label: string,
): { type: LicenceType; picture: CheckedPicture } {
  if (typeof value !== 'string' || value === '') throw fieldError(field, `请上传${label}图片`);
  const tooLarge = () => fieldError(field, `${label}图片过大，请重新选择`);
  if (value.length > Math.ceil(LICENCE_UPLOAD_MAX_BYTES / 3) * 4 + 100) throw tooLarge();
  const match = IMAGE_DATA_URL.exec(value);
  if (!match || !isLicenceType(match[1]))
    throw fieldError(field, `${label}仅支持 PNG、JPG 格式的图片`);
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length === 0) throw fieldError(field, '图片文件是空的，请重新选择');
  if (bytes.length > LICENCE_UPLOAD_MAX_BYTES) throw tooLarge();
  const type = sniffLicenceType(bytes);
  if (type !== match[1]) throw fieldError(field, '图片内容与格式不符，请重新选择');
  const picture = checkedPicture(bytes, type, LICENCE_MAX_SIDE, (message) =>
    fieldError(field, message),
  );
  return { type, picture };
}

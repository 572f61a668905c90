// The avatar the user picked, as the small image that is sent: checked, then scaled to fit
// AVATAR_MAX_SIDE square, so a 2 MB photo travels as a few kilobytes.

import { AVATAR_MAX_SIDE, describeAvatarFileError } from '@/contract/avatar';
import { ImageFileError, scaledCanvas } from '@/utils/imageFile';

/** The `data:` URL to upload; rejects with an ImageFileError saying what is wrong with the file. */
export async function avatarDataUrl(file: File): Promise<string> {
  const problem = describeAvatarFileError(file);
  if (problem) throw new ImageFileError(problem);
  const canvas = await scaledCanvas(file, AVATAR_MAX_SIDE);
  // Photos stay JPEG (small); PNG and WebP become PNG, which keeps transparency everywhere.
  return file.type === 'image/jpeg'
    ? canvas.toDataURL('image/jpeg', 0.9)
    : canvas.toDataURL('image/png');
}

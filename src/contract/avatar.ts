// Avatar image rules shared by the settings page (checked before anything is sent) and the mock
// backend (checked again on arrival).

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** 2 MB: the limit of the file the user picks, and of the image the server accepts. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The page scales avatars down to fit this square before sending them. */
export const AVATAR_MAX_SIDE = 256;

export const AVATAR_RULE_TEXT = '支持 PNG、JPG、WebP 格式，不超过 2 MB';

export function isAvatarType(type: unknown): type is AvatarType {
  return typeof type === 'string' && (AVATAR_TYPES as readonly string[]).includes(type);
}

/** Chinese reason why a file cannot be an avatar, or null when it can. */
export function describeAvatarFileError(file: { type?: string; size?: number }): string | null {
  if (!isAvatarType(file.type)) return '头像仅支持 PNG、JPG、WebP 格式的图片';
  const size = file.size ?? 0;
  if (size <= 0) return '图片文件是空的，请重新选择';
  if (size > AVATAR_MAX_BYTES) return '图片不能超过 2 MB';
  return null;
}

/** The size of an image scaled down (never up) to fit within `max` × `max`, keeping its shape. */
export function fitWithin(
  width: number,
  height: number,
  max: number = AVATAR_MAX_SIDE,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

// The upload space of the backend, shared by the pages (which say the limit) and the mock service
// (which holds it): every kept picture — avatar, company licences, news images — counts against the
// account that uploaded it, and all of them against the service's total.

/** Each account keeps at most 400 MB of pictures (a picture kept twice counts once). */
export const UPLOAD_ACCOUNT_QUOTA_BYTES = 400 * 1024 * 1024;

/** The service keeps at most 4 GB in all; a deployment may set another (docs/deploy.md §3). */
export const UPLOAD_TOTAL_QUOTA_BYTES = 4 * 1024 * 1024 * 1024;

/** News images are shown in articles at most this wide: larger ones are refused, on both sides. */
export const NEWS_IMAGE_MAX_SIDE = 4096;

/** Why a picture of `width` × `height` pixels is refused where `maxSide` is the rule, or null. */
export function pixelSizeProblem(width: number, height: number, maxSide: number): string | null {
  if (width <= maxSide && height <= maxSide) return null;
  return `图片尺寸为 ${width}×${height} 像素，长宽均不能超过 ${maxSide} 像素，请缩小后重试`;
}

/** 400 MB, 1.5 GB, 820 KB: a size as a limit's message reads it (binary units, as the limits are). */
export function formatUploadSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 || Number.isInteger(value) ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${units[unit]}`;
}

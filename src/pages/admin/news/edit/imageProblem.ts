// Why a picture picked for an article is refused before it is sent: the rules the backend holds
// (src/contract/newsArticle.ts, src/contract/uploads.ts), said at once at the editor.
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_RULE_TEXT,
  NEWS_IMAGE_TYPES,
} from '@/contract/newsArticle';
import { NEWS_IMAGE_MAX_SIDE, pixelSizeProblem } from '@/contract/uploads';
import { pixelSizeOfFile } from '@/utils/imageFile';

function describeImageProblem(file: File): string | null {
  if (!(NEWS_IMAGE_TYPES as readonly string[]).includes(file.type))
    return `图片格式不支持：${NEWS_IMAGE_RULE_TEXT}`;
  if (file.size <= 0) return '图片文件是空的，请重新选择';
  if (file.size > NEWS_IMAGE_MAX_BYTES) return '图片不能超过 2 MB';
  return null;
}

/** The backend refuses a picture wider or taller than NEWS_IMAGE_MAX_SIDE: said before sending. */
async function tooManyPixels(file: File): Promise<string | null> {
  try {
    const { width, height } = await pixelSizeOfFile(file);
    return pixelSizeProblem(width, height, NEWS_IMAGE_MAX_SIDE);
  } catch (error) {
    return (error as Error).message;
  }
}

/** The first reason the picked file cannot be an article's picture, or null. */
export async function imageProblem(file: File): Promise<string | null> {
  return describeImageProblem(file) ?? (await tooManyPixels(file));
}

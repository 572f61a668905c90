// Every uploaded picture (avatar, company licence, news image) passes here before it is kept: its
// pixel size is checked against the page's rule, its metadata is cut out (image-metadata.ts), the
// account's and the service's upload space are checked (UPLOAD_QUOTAS), and the upload goes into
// the audit trail (操作日志) with who, what and how big.

import { Buffer } from 'buffer';
import {
  UPLOAD_ACCOUNT_QUOTA_BYTES,
  UPLOAD_TOTAL_QUOTA_BYTES,
  formatUploadSize,
  pixelSizeProblem,
} from '../../src/contract/uploads';
import { recordAudit } from './audit';
import { blobSizeOf, blobHashOf } from './blobs';
import { ApiError } from './envelope';
import { newsImages } from './handlers/admin-news-images';
import type { PixelSize } from './image-metadata';
import { pixelSizeOf, withoutMetadata } from './image-metadata';
import type { SniffedImageType } from './images';
import { allUsers } from './users';
import { db } from './data';
import type { ProvedTransaction } from './publisher';

/** Megabytes a deployment set in `name`, in bytes; `fallback` when unset or not a size. */
function bytesFromEnv(name: string, fallback: number): number {
  const megabytes = Number(process.env[name]?.trim() || NaN);
  return Number.isFinite(megabytes) && megabytes > 0
    ? Math.floor(megabytes * 1024 * 1024)
    : fallback;
}

/** A deployment may give more (or less) room than the contract's default (docs/deploy.md §3). */
export const uploadQuotas = () => ({
  account: bytesFromEnv('IPR_MOCK_UPLOAD_ACCOUNT_MB', UPLOAD_ACCOUNT_QUOTA_BYTES),
  total: bytesFromEnv('IPR_MOCK_UPLOAD_TOTAL_MB', UPLOAD_TOTAL_QUOTA_BYTES),
});

/** The kept uploads: each blob once, with the accounts it counts against. */
function keptUploads(): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  const add = (hash: string, account: string) => {
    const set = owners.get(hash) ?? new Set<string>();
    set.add(account);
    owners.set(hash, set);
  };
  for (const user of allUsers()) {
    if (user.avatar) add(user.avatar.blob, user.account);
    for (const record of user.verifications ?? []) add(record.licence.blob, user.account);
  }
  for (const image of newsImages()) add(image.blob, image.uploadedBy);
  for (const item of db().transactions as ProvedTransaction[])
    if (item.proof && item.owner) add(item.proof.blob, item.owner);
  return owners;
}

/** The blobs a record still names: anything else in the blob table may be removed. */
export function referencedBlobs(): Set<string> {
  return new Set(keptUploads().keys());
}

/** Bytes of uploads an account keeps, and the service in all. */
export function uploadUsage(account: string): { account: number; total: number } {
  let mine = 0;
  let total = 0;
  for (const [hash, accounts] of keptUploads()) {
    const size = blobSizeOf(hash) ?? 0;
    total += size;
    if (accounts.has(account)) mine += size;
  }
  return { account: mine, total };
}

export const quotaExceeded = (message: string, limit: number, used: number) =>
  new ApiError(message, 'UPLOAD_QUOTA_EXCEEDED', 413, 2, { limit, used });

/**
 * Refuses an upload beyond the account's or the service's space (HTTP 413). `replaces`: the blob
 * the upload takes the place of (the avatar before), which no longer counts once it is done.
 */
export function checkUploadSpace(account: string, bytes: Buffer, replaces?: string): void {
  const hash = blobHashOf(bytes);
  if (blobSizeOf(hash) !== undefined && keptUploads().get(hash)?.has(account)) return;
  const usage = uploadUsage(account);
  const freed =
    replaces && keptUploads().get(replaces)?.size === 1 ? (blobSizeOf(replaces) ?? 0) : 0;
  usage.account -= freed;
  usage.total -= freed;
  const quotas = uploadQuotas();
  if (usage.account + bytes.length > quotas.account)
    throw quotaExceeded(
      `上传空间已满：每个账号最多保存 ${formatUploadSize(quotas.account)} 图片，已用 ${formatUploadSize(usage.account)}`,
      quotas.account,
      usage.account,
    );
  const total = quotas.total;
  if (usage.total + bytes.length > total)
    throw quotaExceeded(
      `平台上传空间已满（共 ${formatUploadSize(total)}），请稍后再试或联系平台管理员`,
      total,
      usage.total,
    );
}

export interface CheckedPicture extends PixelSize {
  /** The picture without its metadata: what is kept and served. */
  bytes: Buffer;
}

/**
 * The picture as it will be kept, or the refusal `refuse` makes of a reason: a header that cannot
 * be read, more pixels on a side than `maxSide`.
 */
export function checkedPicture(
  bytes: Buffer,
  type: SniffedImageType,
  maxSide: number,
  refuse: (message: string) => Error,
): CheckedPicture {
  const size = pixelSizeOf(bytes, type);
  const stripped = size && withoutMetadata(bytes, type);
  if (!size || !stripped || size.width < 1 || size.height < 1)
    throw refuse('图片文件已损坏或不完整，请重新选择');
  const tooLarge = pixelSizeProblem(size.width, size.height, maxSide);
  if (tooLarge) throw refuse(tooLarge);
  return { ...size, bytes: stripped };
}

export type UploadPurpose = 'avatar' | 'licence' | 'newsImage' | 'holderProof';

const PURPOSE_LABELS: Record<UploadPurpose, string> = {
  avatar: '头像',
  licence: '营业执照',
  newsImage: '资讯配图',
  holderProof: '专利权属证明',
};

/** The upload in 操作日志: `image.upload` by the account, with what it is for and its size. */
export function recordUpload(entry: {
  actor: string;
  purpose: UploadPurpose;
  /** What the picture belongs to: the news image's id, the account, the application's id. */
  targetId: string;
  type: string;
  picture: CheckedPicture;
}): void {
  recordAudit({
    actor: entry.actor,
    action: 'image.upload',
    targetType: 'image',
    targetId: entry.targetId,
    targetTitle: `${PURPOSE_LABELS[entry.purpose]}（${entry.actor}）`,
    after: {
      purpose: PURPOSE_LABELS[entry.purpose],
      type: entry.type,
      size: entry.picture.bytes.length,
      pixels: `${entry.picture.width}×${entry.picture.height}`,
      sha256: blobHashOf(entry.picture.bytes),
    },
  });
}

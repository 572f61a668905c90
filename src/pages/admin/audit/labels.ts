// The words of 操作日志 for the audit trail's codes (`<targetType>.<verb>`, the changed fields).
import { LISTING_STATUS_LABELS } from '@/contract/vocabulary';
import { formatUploadSize } from '@/contract/uploads';
import { VERIFICATION_STATUS_LABELS } from '@/contract/verification';
import { MESSAGE_STATUS_LABELS } from '@/utils/messageTarget';
import { ACCOUNT_STATUS_LABELS } from '../users/labels';

export const TARGET_TYPE_LABELS: Record<API.AuditTargetType, string> = {
  listing: '交易信息',
  message: '留言',
  verification: '企业认证',
  user: '用户',
  news: '资讯',
  agency: '服务机构',
  institution: '金融机构',
  product: '金融产品',
  expert: '专家',
  image: '图片',
};

export const VERB_LABELS: Record<API.AuditVerb, string> = {
  create: '新建',
  update: '修改',
  publish: '发布',
  offline: '下线',
  pin: '置顶',
  unpin: '取消置顶',
  disable: '停用',
  enable: '启用',
  delete: '删除',
  approve: '审核通过',
  reject: '驳回',
  takeDown: '下架',
  restore: '恢复上架',
  deal: '登记成交',
  reply: '回复',
  close: '关闭',
  forward: '转交',
  grantAdmin: '设为管理员',
  revokeAdmin: '取消管理员',
  upload: '上传',
};

const has = <T extends string>(labels: Record<T, string>, key: string): key is T =>
  Object.prototype.hasOwnProperty.call(labels, key);

/** 审核通过 交易信息, 停用 用户 …; an action this page does not know shows its code. */
export function actionLabel(action: string): string {
  const [type = '', verb = ''] = action.split('.');
  if (!has(TARGET_TYPE_LABELS, type) || !has(VERB_LABELS, verb)) return action;
  return `${VERB_LABELS[verb]} ${TARGET_TYPE_LABELS[type]}`;
}

/** Names of the fields an entry's before/after may hold; others show their own key. */
const FIELD_LABELS: Record<string, string> = {
  status: '状态',
  userType: '账号类型',
  reply: '回复内容',
  forwardedTo: '转交至',
  title: '标题',
  name: '名称',
  category: '分类',
  summary: '摘要',
  content: '正文',
  pinned: '置顶',
  phone: '电话',
  contactPhone: '联系电话',
  email: '邮箱',
  address: '地址',
  rate: '利率',
  amount: '金额',
  term: '期限',
  purpose: '用途',
  type: '格式',
  size: '大小',
  pixels: '尺寸（像素）',
  sha256: 'SHA-256',
};

const USER_TYPE_LABELS: Record<string, string> = { admin: '管理员', personal: '普通用户' };

/** A status's words depend on what it is the status of. */
const STATUS_LABELS: Partial<Record<API.AuditTargetType, Record<string, string>>> = {
  listing: LISTING_STATUS_LABELS,
  message: MESSAGE_STATUS_LABELS,
  verification: VERIFICATION_STATUS_LABELS,
  user: ACCOUNT_STATUS_LABELS,
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** A field's value as a person reads it: a status in words, yes/no, text as it is. */
export function fieldValue(type: string, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') {
    const words =
      field === 'status'
        ? STATUS_LABELS[type as API.AuditTargetType]
        : field === 'userType'
          ? USER_TYPE_LABELS
          : undefined;
    return words?.[value] ?? value;
  }
  if (typeof value === 'number')
    return type === 'image' && field === 'size' ? formatUploadSize(value) : String(value);
  return JSON.stringify(value);
}

/** One line per field an entry changed: what it was and what it became (a creation: only after). */
export interface FieldChange {
  field: string;
  label: string;
  before?: string;
  after?: string;
}

export function fieldChanges(entry: API.AuditEntry): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  // A field recorded on both sides with the same value did not change: it is left out.
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) =>
      !(field in before && field in after) ||
      JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    ...(field in before ? { before: fieldValue(entry.targetType, field, before[field]) } : {}),
    ...(field in after ? { after: fieldValue(entry.targetType, field, after[field]) } : {}),
  }));
}

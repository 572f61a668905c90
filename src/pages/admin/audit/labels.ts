// The words of 操作日志 for the audit trail's codes (`<targetType>.<verb>`, the changed fields).
import { LISTING_STATUS_LABELS } from '@/contract/vocabulary';
import { formatUploadSize } from '@/contract/uploads';
import { VERIFICATION_STATUS_LABELS } from '@/contract/verification';
import { NEWS_STATUS_LABELS } from '@/contract/newsArticle';
import type { DictName } from '@/contract/vocabulary';
import { dictLabel } from '@/utils/dictionaries';
import { MESSAGE_STATUS_LABELS } from '@/utils/messageTarget';
import { textOfArticle } from './articleText';
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

/** Names of the fields an entry's before/after may hold, whatever it is about. */
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
  source: '来源',
  pinned: '置顶',
  publishDate: '发布日期',
  phone: '电话',
  contactPhone: '联系电话',
  email: '邮箱',
  address: '地址',
  rate: '利率',
  amount: '金额',
  term: '期限',
  purpose: '用途',
  size: '大小',
  pixels: '尺寸（像素）',
  sha256: 'SHA-256',
  intro: '简介',
  region: '所在省份',
  creditCode: '统一社会信用代码',
};

/** What a field is called in the record it belongs to (the forms' own words). */
const FIELD_LABELS_OF: Partial<Record<API.AuditTargetType, Record<string, string>>> = {
  agency: {
    enterpriseName: '机构名称',
    agencyCode: '机构代码',
    foundingDate: '成立日期',
    legalForm: '组织形式',
    legalRepresentative: '负责人',
    agentCount: '代理师人数',
    technicalFields: '技术领域',
    mainServices: '主营业务',
    city: '所在城市',
    website: '网址',
    inventionCount: '发明专利代理量',
    utilityCount: '实用新型代理量',
    designCount: '外观设计代理量',
    creditGrade: '信用等级',
  },
  institution: { name: '机构名称', type: '机构类型' },
  product: {
    name: '产品名称',
    institutionId: '所属机构',
    category: '产品类型',
    amountMin: '最低额度（万元）',
    amountMax: '最高额度（万元）',
    termMonthsMin: '最短期限（月）',
    termMonthsMax: '最长期限（月）',
    rateMin: '最低年利率（%）',
    rateMax: '最高年利率（%）',
    repayment: '还款方式',
    guarantee: '担保方式',
    borrowers: '适用对象',
    materials: '申请材料',
    steps: '办理流程',
    features: '产品特色',
    governmentSubsidy: '政府贴息',
    onlinePledge: '线上质押登记',
    featured: '推荐',
  },
  expert: {
    name: '姓名',
    title: '职称',
    organization: '工作单位',
    fields: '擅长领域',
    specialties: '专长',
    yearsOfExperience: '从业年限',
    serviceCount: '服务次数',
  },
  image: { type: '格式' },
};

const USER_TYPE_LABELS: Record<string, string> = { admin: '管理员', personal: '普通用户' };
const DIRECTORY_STATUS_LABELS: Record<string, string> = { active: '正常', disabled: '已停用' };

/** A status's words depend on what it is the status of. */
const STATUS_LABELS: Partial<Record<API.AuditTargetType, Record<string, string>>> = {
  listing: LISTING_STATUS_LABELS,
  message: MESSAGE_STATUS_LABELS,
  verification: VERIFICATION_STATUS_LABELS,
  user: ACCOUNT_STATUS_LABELS,
  news: NEWS_STATUS_LABELS,
  agency: DIRECTORY_STATUS_LABELS,
  institution: DIRECTORY_STATUS_LABELS,
  product: DIRECTORY_STATUS_LABELS,
  expert: DIRECTORY_STATUS_LABELS,
};

/** The dictionary whose labels a field's codes are, by field. */
const DICTIONARY_FIELDS: Record<string, DictName> = {
  technicalFields: 'technicalFields',
  fields: 'technicalFields',
  mainServices: 'mainService',
  category: 'financeCategory',
};

/** Fields that hold an article's HTML: shown as text, compared sentence by sentence. */
export const ARTICLE_FIELDS: ReadonlySet<string> = new Set(['content']);

export function fieldLabel(type: string, field: string): string {
  return FIELD_LABELS_OF[type as API.AuditTargetType]?.[field] ?? FIELD_LABELS[field] ?? field;
}

/** The dictionaries a value's codes are read with (the page's; none while they load). */
export type AuditDictionaries = Partial<Record<DictName, API.DictItem[]>>;

/**
 * A field's value as a person reads it: a status in words, yes/no, a code by its dictionary's
 * label, a list joined, an article as its text.
 */
export function fieldValue(
  type: string,
  field: string,
  value: unknown,
  dicts: AuditDictionaries = {},
): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? '是' : '否';
  const dictionary = DICTIONARY_FIELDS[field] && dicts[DICTIONARY_FIELDS[field]];
  // A news category is its own word already; a product's is a code of the finance dictionary.
  const label = (code: string) =>
    dictionary && (type !== 'news' || field !== 'category') ? dictLabel(dictionary, code) : code;
  if (Array.isArray(value))
    return value.length ? value.map((item) => label(String(item))).join('、') : '—';
  if (typeof value === 'string') {
    if (type === 'news' && ARTICLE_FIELDS.has(field)) return textOfArticle(value) || '—';
    const words =
      field === 'status'
        ? STATUS_LABELS[type as API.AuditTargetType]
        : field === 'userType'
          ? USER_TYPE_LABELS
          : undefined;
    return words?.[value] ?? label(value);
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

export function fieldChanges(entry: API.AuditEntry, dicts: AuditDictionaries = {}): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  // A field recorded on both sides with the same value did not change: it is left out.
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) =>
      !(field in before && field in after) ||
      JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return fields.map((field) => {
    const read = (value: unknown) => fieldValue(entry.targetType, field, value, dicts);
    return {
      field,
      label: fieldLabel(entry.targetType, field),
      ...(field in before ? { before: read(before[field]) } : {}),
      ...(field in after ? { after: read(after[field]) } : {}),
    };
  });
}

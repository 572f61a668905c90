// The words of 用户管理 for the contract's account enums.

import dayjs from 'dayjs';

export const ACCOUNT_STATUS_LABELS: Record<API.AccountStatus, string> = {
  active: '正常',
  disabled: '已停用',
};

export const ACCOUNT_KIND_LABELS: Record<API.AccountKind, string> = {
  personal: '个人',
  enterprise: '企业',
  admin: '管理员',
};

/** Reasons an administrator gives most often when disabling an account. */
export const DISABLE_PRESETS = [
  '发布虚假或误导性交易信息',
  '冒用他人或企业身份',
  '恶意骚扰其他用户',
  '账号存在安全风险，暂时停用',
] as const;

/** A time as the list and the details show it; — when there is none. */
export const when = (time?: string) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm') : '—');

/** The tabs of every directory list, over the records' `status`. */
export const DIRECTORY_STATUS_TABS = { all: '全部', active: '正常', disabled: '已停用' } as const;
export type DirectoryStatusTab = keyof typeof DIRECTORY_STATUS_TABS;

/** Reasons an administrator gives most often for taking a directory record off the portal. */
export const DIRECTORY_DISABLE_PRESETS = [
  '信息有误，待核实更正',
  '已注销或停止经营',
  '收到投诉，核实期间暂停展示',
  '资质已过期或不再符合入驻条件',
] as const;

// How long a reason given with a status change may be: the administrator's 驳回 and 下架 and the
// owner's own 下架 / 撤回. The dialogs count against these and the backend refuses beyond them.

export const STATUS_REASON_LIMITS = {
  min: 2,
  /** 驳回: room to say what to correct. */
  reject: 200,
  /** 下架, whoever takes the item down (administrator or owner), and the owner's 撤回. */
  withdraw: 100,
} as const;

import { Button } from 'antd';
import RowAction from './RowAction';
import { lazy, Suspense, useState, type ReactNode } from 'react';

// The dialog (Modal, Form, TextArea) loads on the first click, not with the list it sits in.
const ReasonDialog = lazy(
  () => import(/* webpackChunkName: "shell-reason-dialog" */ './ReasonDialog'),
);

interface ReasonFormProps {
  title: string;
  /** The action's words (下架, 驳回). */
  trigger: string;
  label: string;
  max: number;
  /** What the action does, said above the reasons. */
  description?: ReactNode;
  /** Common reasons a click puts in the box, to send as they are or to complete. */
  presets?: readonly string[];
  /** A full button (an item's page) rather than a table row's link. */
  block?: boolean;
  /** Sends the reason; a rejection keeps the dialog open with what was typed. */
  onSubmit: (reason: string) => Promise<void>;
}

/** Reasons an administrator gives most often when rejecting an item in review. */
export const REJECT_PRESETS = [
  '申请号或专利信息与公开信息不一致',
  '代理/授权出让缺少有效的授权说明',
  '价格、交易方式或联系方式填写不完整',
  '描述中含有广告或与交易无关的内容',
] as const;

/** Reasons an administrator gives most often when taking a live item down. */
export const TAKE_DOWN_PRESETS = [
  '专利权已失效或已转让',
  '发布者长期无法联系',
  '信息涉嫌虚假或误导',
  '发布者申请下架',
] as const;

/** Reasons an owner gives most often for taking a listing (出让) off the hall or out of review. */
const OWNER_SELL_WITHDRAW_PRESETS = [
  '已通过其他渠道成交',
  '信息有误，需修改后重新发布',
  '暂不出让',
  '专利权状态发生变化',
] as const;

/** The same for a demand (求购). */
const OWNER_BUY_WITHDRAW_PRESETS = [
  '需求已通过其他渠道解决',
  '信息有误，需修改后重新发布',
  '需求已取消',
  '预算或时间安排有变',
] as const;

/** The owner's 下架 / 撤回 reasons, by the item's kind. */
export const OWNER_WITHDRAW_PRESETS: Record<API.TransactionKind, readonly string[]> = {
  sell: OWNER_SELL_WITHDRAW_PRESETS,
  buy: OWNER_BUY_WITHDRAW_PRESETS,
};

/**
 * An action that asks a reason in a dialog (下架, 驳回): 2 to `max` visible characters, which the
 * person concerned sees; preset reasons fill the box in one click.
 */
export default function ReasonForm({
  title,
  trigger,
  label,
  max,
  description,
  presets,
  block,
  onSubmit,
}: ReasonFormProps) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so that closing it animates like any dialog's.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {block ? (
        <Button danger onClick={show}>
          {trigger}
        </Button>
      ) : (
        <RowAction danger onClick={show}>
          {trigger}
        </RowAction>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ReasonDialog
            open={open}
            title={title}
            label={label}
            max={max}
            description={description}
            presets={presets}
            onSubmit={onSubmit}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

import { Link } from '@umijs/max';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import ConfirmLink from '../ShellTable/ConfirmLink';
import ReasonForm from '../ShellTable/ReasonForm';
import RowAction from '../ShellTable/RowAction';
import { STATUS_REASON_LIMITS } from '../../contract/statusReason';
import { feedback } from '../../utils/feedback';
import { DIRECTORY_DISABLE_PRESETS } from './labels';

export interface DirectoryActionsProps {
  record: API.DirectoryRecordState;
  /** The record as people name it, in the dialogs. */
  name: string;
  /** 服务机构, 金融产品 …. */
  noun: string;
  /** Its page on the portal, while visitors see it. */
  publicUrl?: string;
  /** What disabling does beyond hiding the record itself (an institution's products). */
  disableNote?: ReactNode;
  onEdit: () => void;
  disable: (reason: string) => Promise<unknown>;
  enable: () => Promise<unknown>;
  /** After any attempt: a success changed the record, a refusal (a stale version) may mean it changed. */
  onDone: () => void;
}

/**
 * A directory row's actions: 编辑, 停用 with a reason (what it does said in the dialog) or 启用
 * (confirmed), and the record's page on the portal. The request layer says why a change failed.
 */
export default function DirectoryActions({
  record,
  name,
  noun,
  publicUrl,
  disableNote,
  onEdit,
  disable,
  enable,
  onDone,
}: DirectoryActionsProps) {
  return (
    <Space size={0} wrap>
      <RowAction onClick={onEdit} aria-label={`编辑${name}`}>
        编辑
      </RowAction>
      {record.status === 'active' ? (
        <ReasonForm
          title={`停用${noun}“${name}”`}
          trigger="停用"
          label="停用原因"
          max={STATUS_REASON_LIMITS.withdraw}
          presets={DIRECTORY_DISABLE_PRESETS}
          description={
            <>
              停用后它立即从门户的列表、检索、统计和推荐中移除，详情页对访客显示“未找到”，收藏它的用户会看到“已下架”；关于它的留言仍由平台处理。
              {disableNote}
            </>
          }
          onSubmit={async (reason) => {
            try {
              await disable(reason);
            } finally {
              onDone();
            }
            feedback.success('已停用，门户已不再展示');
          }}
        />
      ) : (
        <ConfirmLink
          label="启用"
          title={`启用${noun}“${name}”？`}
          description="启用后它立即重新在门户展示。"
          onConfirm={async () => {
            try {
              await enable();
              feedback.success('已启用，门户已重新展示');
            } catch {
              // Said by the request layer.
            }
            onDone();
          }}
        />
      )}
      {publicUrl && record.visible && (
        <Link to={publicUrl} target="_blank" rel="noopener" aria-label={`在门户查看${name}`}>
          门户页
        </Link>
      )}
    </Space>
  );
}

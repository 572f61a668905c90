import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import ReasonForm, { REJECT_PRESETS } from '@/components/ShellTable/ReasonForm';
import ScanViewer from '@/components/ScanViewer';
import { HOLDER_PROOF_LABELS } from '@/contract/tradeForm';
import { approveTransaction, getTransactionProof, rejectTransaction } from '@/services/website';
import { versionConflictOf } from '@/utils/requestErrors';
import { feedback } from '@/utils/feedback';
import styles from './AdminReview.less';

/**
 * The reviewer's bar on a pending item's own page (administrators only, loaded for them alone):
 * what the review turns on — who publishes it and whether that company is verified, whether it is
 * an authorised listing, whether the holder's own listing contests it — and 通过 / 驳回.
 */
export default function AdminReview({
  item,
  onDone,
}: {
  item: API.IpcTransaction;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);

  const approve = async () => {
    setBusy(true);
    try {
      await approveTransaction(item);
      feedback.success('已通过审核，该信息已在交易大厅展示');
      onDone();
    } catch (error) {
      // Said by the request layer. Changed since this page was opened: show it as it is now.
      if (versionConflictOf(error)) onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.review} aria-label="审核该信息">
      <h2>待审核 · 平台管理员</h2>
      <Space wrap size={[8, 4]}>
        <span>发布账号 {item.owner ?? '—'}</span>
        <span>
          出让方 {item.seller}{' '}
          {item.sellerVerified ? (
            <Tag color="green" icon={<SafetyCertificateOutlined />}>
              已认证企业
            </Tag>
          ) : (
            <Tag>未认证（个人）</Tag>
          )}
        </span>
        {item.authorized && <Tag color="orange">代理/授权出让，须核对授权说明</Tag>}
        {item.holderClaim && item.holderCheck === 'pending' && (
          <span>
            <Tag color="gold">权利人待核验</Tag>
            平台未收录该专利，通过即确认发布方上传的{HOLDER_PROOF_LABELS[item.holderClaim]}
            <ScanViewer
              what={HOLDER_PROOF_LABELS[item.holderClaim]}
              whose={item.seller}
              facts={`申请号 ${item.applicationNumber}，请核对证明上的专利号、名称与权利人。`}
              load={(options) => getTransactionProof(item.id, options)}
            />
          </span>
        )}
      </Space>
      {item.contestedBy && (
        <Alert
          type="warning"
          showIcon
          className={styles.alert}
          title={`专利权人本人已发布同一专利的信息（${item.contestedBy}），本条不能通过，请驳回。`}
        />
      )}
      <Space wrap className={styles.actions}>
        {item.contestedBy ? (
          <Button type="primary" disabled title="专利权人本人的信息在挂或待审核">
            通过
          </Button>
        ) : (
          <Popconfirm
            title="通过审核？"
            description="通过后该信息立即在交易大厅展示。"
            okText="通过"
            cancelText="取消"
            onConfirm={approve}
          >
            <Button type="primary" loading={busy}>
              通过
            </Button>
          </Popconfirm>
        )}
        <ReasonForm
          title={`驳回“${item.title}”`}
          trigger="驳回"
          label="驳回原因"
          max={200}
          presets={REJECT_PRESETS}
          block
          onSubmit={async (reason) => {
            try {
              await rejectTransaction(item, reason);
            } catch (error) {
              if (versionConflictOf(error)) onDone();
              throw error;
            }
            feedback.success('已驳回，发布者将看到驳回原因');
            onDone();
          }}
        />
      </Space>
    </section>
  );
}

// 交易信息管理's 专利权人 cell: who holds the patent and on what ground the seller offers it.
import { Space, Tag, Typography } from 'antd';
import ScanViewer from '@/components/ScanViewer';
import { HOLDER_CLAIM_LABELS, HOLDER_PROOF_LABELS } from '@/contract/tradeForm';
import { getTransactionProof } from '@/services/website';
import styles from '../listings.less';

/** A long text kept to two lines in its cell; 展开 shows the rest in place (phones too). */
export function LongText({ label, text }: { label: string; text: string }) {
  return (
    <Typography.Paragraph
      className={styles.longText}
      type="secondary"
      ellipsis={{
        rows: 2,
        expandable: 'collapsible',
        symbol: (expanded) => (expanded ? '收起' : '展开'),
      }}
    >
      {label}：{text}
    </Typography.Paragraph>
  );
}

/**
 * A patent the data do not hold: what the seller claims, the scan that proves it, and whether the
 * approval has confirmed it (the approval of a pending one does).
 */
function ClaimedHolder({ item, claim }: { item: API.IpcTransaction; claim: API.HolderClaim }) {
  const what = HOLDER_PROOF_LABELS[claim];
  return (
    <Space orientation="vertical" size={0} className={styles.holderCell}>
      <span>
        专利权人：<span className={styles.secondary}>平台未收录该专利</span>
      </span>
      <span>
        {item.holderCheck === 'confirmed' ? (
          <Tag color="green">权利人已核验</Tag>
        ) : (
          <Tag color="gold">权利人待核验</Tag>
        )}
        {claim === 'agent' && <Tag color="orange">代理/授权出让</Tag>}
      </span>
      <span className={styles.secondary}>发布方声明：{HOLDER_CLAIM_LABELS[claim]}</span>
      {item.authorization && <LongText label="授权说明" text={item.authorization} />}
      <ScanViewer
        what={what}
        whose={item.seller}
        facts={`申请号 ${item.applicationNumber}，请核对${what}上的专利号、名称与${claim === 'holder' ? '专利权人是否为发布方' : '授权方、被授权方与授权范围'}；通过即确认权利关系，不符的请驳回并说明原因。`}
        load={(options) => getTransactionProof(item.id, options)}
      />
    </Space>
  );
}

/**
 * Who holds the patent and on what ground the seller offers it: the registered holder, then
 * either the seller's own claim to be the holder (flagged when the register names someone else)
 * or the authorisation statement of an agent (代理/授权出让).
 */
export default function HolderCell({ item }: { item: API.IpcTransaction }) {
  if (item.kind === 'buy') return <span className={styles.secondary}>求购需求，无</span>;
  if (item.holderClaim) return <ClaimedHolder item={item} claim={item.holderClaim} />;
  const mismatch =
    !item.authorized && item.patentHolder !== undefined && item.patentHolder !== item.seller;
  return (
    <Space orientation="vertical" size={0} className={styles.holderCell}>
      <span>
        专利权人：
        {item.patentHolder ?? <span className={styles.secondary}>平台未收录该专利</span>}
      </span>
      {item.authorized ? (
        <>
          <span>
            <Tag color="orange">代理/授权出让</Tag>
          </span>
          {item.authorization ? (
            <LongText label="授权说明" text={item.authorization} />
          ) : (
            <span className={styles.danger}>未填写授权说明</span>
          )}
        </>
      ) : (
        <span className={mismatch ? styles.danger : styles.secondary}>
          {mismatch ? '声明为专利权人，与登记的专利权人不一致' : '发布方声明为专利权人'}
        </span>
      )}
    </Space>
  );
}

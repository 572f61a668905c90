import { Alert, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { LEGAL_STATUS_LABELS } from '@/constants';
import {
  estimateLoan,
  LOAN_ASSET_LABELS,
  LOAN_DISCLAIMER,
  LOAN_RULE_TEXTS,
  type LoanAssetKind,
} from '@/utils/loanEstimator';
import { formatWan } from '@/utils/format';
import styles from './index.less';
import { RADIO_GROUP_ROLE } from '@/utils/a11y';

/** An indicative pledge-loan range from common loan-to-value rules; clearly an estimate. */
export default function LoanEstimator() {
  const [kind, setKind] = useState<LoanAssetKind>('invention');
  const [appraisedValue, setAppraisedValue] = useState<number | null>(800);
  const [remainingYears, setRemainingYears] = useState<number | null>(12);
  const [legalStatus, setLegalStatus] = useState<API.LegalStatus>('valid');
  const estimate =
    appraisedValue !== null && remainingYears !== null
      ? estimateLoan({ kind, appraisedValue, remainingYears, legalStatus })
      : null;

  return (
    <section className={styles.estimator} aria-labelledby="loan-estimator-title">
      <h2 id="loan-estimator-title">质押融资额度测算</h2>
      <div className={styles.estimatorBody}>
        <div className={styles.estimatorForm}>
          <div className={styles.field}>
            <span id="loan-asset">质押物</span>
            <Radio.Group
              {...RADIO_GROUP_ROLE}
              aria-labelledby="loan-asset"
              value={kind}
              onChange={(event) => setKind(event.target.value)}
              options={Object.entries(LOAN_ASSET_LABELS).map(([value, label]) => ({
                value,
                label,
              }))}
              optionType="button"
            />
          </div>
          <div className={styles.field}>
            <span>评估价值（万元）</span>
            <InputNumber
              min={0}
              max={1_000_000}
              precision={0}
              value={appraisedValue}
              onChange={setAppraisedValue}
              aria-label="评估价值（万元）"
              className={styles.number}
            />
          </div>
          <div className={styles.field}>
            <span>剩余保护期（年）</span>
            <InputNumber
              min={0}
              max={30}
              precision={1}
              value={remainingYears}
              onChange={setRemainingYears}
              aria-label="剩余保护期（年）"
              className={styles.number}
            />
          </div>
          <div className={styles.field}>
            <span>法律状态</span>
            <Select
              value={legalStatus}
              onChange={setLegalStatus}
              options={Object.entries(LEGAL_STATUS_LABELS).map(([value, label]) => ({
                value,
                label,
              }))}
              aria-label="法律状态"
              className={styles.number}
            />
          </div>
        </div>
        <div className={styles.estimatorResult} aria-live="polite">
          <span className={styles.estimateLabel}>参考贷款额度（估算）</span>
          {!estimate ? (
            <p>请填写评估价值和剩余保护期。</p>
          ) : estimate.eligible ? (
            <strong className={styles.estimateValue} data-testid="loan-estimate">
              {formatWan(estimate.min)} - {formatWan(estimate.max)}元
            </strong>
          ) : (
            <strong className={styles.estimateNone} data-testid="loan-estimate">
              暂不符合常见质押条件
            </strong>
          )}
          {estimate && estimate.reasons.length > 0 && (
            <ul className={styles.reasons}>
              {estimate.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          {estimate && <p className={styles.note}>{estimate.note}</p>}
        </div>
      </div>
      <Alert
        type="info"
        showIcon
        message={LOAN_DISCLAIMER}
        description={
          <ul className={styles.rules}>
            {LOAN_RULE_TEXTS.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        }
      />
    </section>
  );
}

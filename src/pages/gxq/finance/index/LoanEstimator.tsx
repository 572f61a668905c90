import { InfoCircleFilled } from '@ant-design/icons';
import classNames from 'classnames';
import { useState } from 'react';
import NativeSelect from '@/components/NativeSelect';
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

// The browser's own controls, styled like antd's: antd's Radio, InputNumber, Select and Alert
// would bring ~70 KB of gzipped JavaScript to the finance home page for four fields.

const ASSET_OPTIONS = Object.entries(LOAN_ASSET_LABELS) as [LoanAssetKind, string][];
const STATUS_OPTIONS = Object.entries(LEGAL_STATUS_LABELS).map(([value, label]) => ({
  value: value as API.LegalStatus,
  label,
}));

/** The number a field holds, within its bounds and precision; null while empty or not a number. */
export function fieldNumber(text: string, min: number, max: number, digits: number) {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.min(max, Math.max(min, Math.round(value * factor) / factor));
}

function NumberField({
  label,
  value,
  onChange,
  max,
  digits,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  max: number;
  digits: number;
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        type="number"
        inputMode={digits ? 'decimal' : 'numeric'}
        min={0}
        max={max}
        step={digits ? 0.1 : 1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={classNames(styles.input, styles.number)}
      />
    </label>
  );
}

/** An indicative pledge-loan range from common loan-to-value rules; clearly an estimate. */
export default function LoanEstimator() {
  const [kind, setKind] = useState<LoanAssetKind>('invention');
  const [valueText, setValueText] = useState('800');
  const [yearsText, setYearsText] = useState('12');
  const [legalStatus, setLegalStatus] = useState<API.LegalStatus>('valid');
  const appraisedValue = fieldNumber(valueText, 0, 1_000_000, 0);
  const remainingYears = fieldNumber(yearsText, 0, 30, 1);
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
            <div role="radiogroup" aria-labelledby="loan-asset" className={styles.segments}>
              {ASSET_OPTIONS.map(([value, label]) => (
                <label
                  key={value}
                  className={classNames(styles.segment, value === kind && styles.segmentOn)}
                >
                  <input
                    type="radio"
                    name="loan-asset"
                    value={value}
                    checked={value === kind}
                    onChange={() => setKind(value)}
                  />
                  <span>{label}</span>
                </label>
              ))}
            </div>
          </div>
          <NumberField
            label="评估价值（万元）"
            value={valueText}
            onChange={setValueText}
            max={1_000_000}
            digits={0}
          />
          <NumberField
            label="剩余保护期（年）"
            value={yearsText}
            onChange={setYearsText}
            max={30}
            digits={1}
          />
          <div className={styles.field}>
            <span aria-hidden>法律状态</span>
            <NativeSelect<API.LegalStatus>
              value={legalStatus}
              onChange={setLegalStatus}
              options={STATUS_OPTIONS}
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
      <div className={styles.disclaimer} role="note">
        <InfoCircleFilled className={styles.disclaimerIcon} aria-hidden />
        <div>
          <p>{LOAN_DISCLAIMER}</p>
          <ul className={styles.rules}>
            {LOAN_RULE_TEXTS.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

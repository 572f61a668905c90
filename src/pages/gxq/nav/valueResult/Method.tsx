import { VALUE_DIMENSIONS } from '@/contract/valueWeights';
import styles from './index.less';

const percent = (weight: number) => `${Math.round(weight * 100)}%`;

/** How the score is made, in the terms of GB/T 42748-2023, with this assessment's own weights. */
export default function Method({ assessment }: { assessment: API.ValueAssessment }) {
  return (
    <section className={styles.card}>
      <h2>评估方法</h2>
      <p>
        本评估参照 GB/T
        42748-2023《专利评估指引》，从法律、技术、经济三个维度选取常用指标，以公开数据计算，
        用于融资、许可、管理等场景的初步参考，不替代具备资质的资产评估机构出具的评估报告。模型版本{' '}
        {assessment.modelVersion}。
      </p>
      <ol>
        <li>
          每个指标先由原始值换算为 0-100
          的指标得分：数量类指标（如被引次数、同族数量）按先快后慢的饱和曲线换算，
          剩余保护期按占法定保护期的比例换算，法律状态按有效、审中、失效分档。
        </li>
        <li>维度得分 = 该维度各指标得分 × 指标权重之和（同一维度内指标权重合计 100%）。</li>
        <li>
          综合评分 = 各维度得分 × 维度权重之和：
          {assessment.dimensions
            .map((dimension) => `${dimension.label} ${percent(dimension.weight)}`)
            .join('，')}
          。 表中“对总分贡献”即指标得分 × 指标权重 × 维度权重，各项贡献相加即为综合评分。
        </li>
        <li>
          等级：A 级 85 分及以上，B 级 70-85 分，C 级 55-70 分，D 级 55
          分以下；失效专利的综合评分设有上限。
        </li>
      </ol>
      {VALUE_DIMENSIONS.map((dimension) => (
        <div key={dimension.key}>
          <h3 className={styles.methodHead}>
            {dimension.label}（权重 {percent(dimension.weight)}）
          </h3>
          <p className={styles.muted}>{dimension.description}</p>
          <ul>
            {dimension.indicators.map((indicator) => (
              <li key={indicator.key}>
                <strong>{indicator.label}</strong>（{percent(indicator.weight)}）：
                {indicator.description}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

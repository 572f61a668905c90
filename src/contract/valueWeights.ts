// The published method of the patent value model (GB/T 42748-2023, 专利评估指引): its three
// dimensions, their indicators, weights and how each indicator is scored, in Chinese.
//
// Shared by the client and the mock backend: the value result page shows these weights and
// descriptions to explain a score, and the mock's model (mock/_lib/value-model.ts) computes the
// score with the very same weights, so the method shown cannot drift from the one applied.
// Only the published definitions live here; the computation is backend code.
//
// Overall = Σ over dimensions D and indicators i of  score_i × w_i × W_D, where
//   W_legal = 0.35, W_technical = 0.35, W_economic = 0.30, and the w_i of a dimension add to 1.

export interface IndicatorDefinition {
  key: string;
  label: string;
  weight: number;
  /** How the raw value is read and scored, in Chinese (shown on the result page). */
  description: string;
}

export interface DimensionDefinition {
  key: API.ValueDimensionKey;
  label: string;
  weight: number;
  description: string;
  indicators: IndicatorDefinition[];
}

const ind = (key: string, label: string, weight: number, description: string) => ({
  key,
  label,
  weight,
  description,
});

/** The method, for display: dimensions, weights and how each indicator is scored. */
export const VALUE_DIMENSIONS: readonly DimensionDefinition[] = [
  {
    key: 'legal',
    label: '法律价值',
    weight: 0.35,
    description: '专利权是否稳定、还能保护多久、保护范围多大。',
    indicators: [
      ind(
        'legalStatus',
        '法律状态',
        0.35,
        '有效 100 分；审中（实质审查）60 分、审中（公开）50 分；失效 0 分。',
      ),
      ind(
        'remainingLife',
        '剩余保护期',
        0.3,
        '自申请日起算的法定期限（发明 20 年、实用新型 10 年、外观设计 15 年，2021-06-01 前申请的外观设计 10 年）减去已过年限；剩余达法定期限的 75% 即满分，按比例线性计分，失效为 0。',
      ),
      ind(
        'claims',
        '权利要求数量',
        0.2,
        '权利要求越多，保护层次越丰富：100 ×（1 − e^(−项数/6)），10 项约 81 分、20 项约 96 分；外观设计不适用，计中性 60 分。',
      ),
      ind(
        'independentClaims',
        '独立权利要求数量',
        0.15,
        '独立权利要求覆盖的保护主题：100 ×（1 − e^(−项数/1.1)），1 项约 60 分、2 项约 84 分；外观设计计中性 60 分。',
      ),
    ],
  },
  {
    key: 'technical',
    label: '技术价值',
    weight: 0.35,
    description: '技术被后续创新引用的程度、技术基础与覆盖面。',
    indicators: [
      ind(
        'citedBy',
        '被引用次数',
        0.4,
        '前向引用反映技术影响力：20 + 80 ×（1 − e^(−次数/4)），未被引用 20 分、被引 4 次约 71 分。',
      ),
      ind(
        'citations',
        '引用文献数',
        0.15,
        '后向引用反映检索与审查的充分程度：30 + 70 ×（1 − e^(−篇数/5)）。',
      ),
      ind(
        'ipcSpread',
        'IPC 覆盖面',
        0.2,
        '涉及的 IPC 小类个数：100 ×（1 − e^(−个数/1.25)），1 个 55 分、2 个约 80 分。',
      ),
      ind(
        'familySize',
        '同族专利数量',
        0.25,
        '同族专利件数（含本件）：100 ×（1 − e^(−件数/1.45)），1 件约 50 分、3 件约 87 分。',
      ),
    ],
  },
  {
    key: 'economic',
    label: '经济价值',
    weight: 0.3,
    description: '市场布局范围与已经发生的运营交易。',
    indicators: [
      ind(
        'familyCoverage',
        '同族覆盖国家/地区',
        0.25,
        '同族专利覆盖的国家、地区或组织个数：50 + 50 ×（1 − e^(−(个数−1)/2)），仅中国 50 分。',
      ),
      ind(
        'transfers',
        '转让次数',
        0.3,
        '专利权转移登记次数：50 + 50 ×（1 − e^(−次数)），无转让 50 分、1 次约 82 分。',
      ),
      ind('licenses', '许可次数', 0.25, '实施许可合同备案次数，计分同转让次数。'),
      ind('pledges', '质押次数', 0.2, '专利权质押登记次数，计分同转让次数。'),
    ],
  },
];

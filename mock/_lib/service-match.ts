// Experts and agencies for a buy demand (issue 14), beside the listings of demand-match.ts.
//
// Experts (the demand's field required), 0–100: same field 30; the demand's keywords or related
// terms in their specialties or introduction 30, + 10 each further, at most 40; specialties a
// patent purchase calls for (技术转移转化 15, 知识产权价值评估 15, FTO自由实施分析 10,
// 专利无效与诉讼 10) at most 30. The same floor; the field alone (30) is never shown, and 100
// needs the demand's own words. Agencies: the demand's field among theirs 60, operation services
// 20, credit grade A 10, plus up to 10 by patents handled.
import { MIN_MATCH_SCORE } from '../../src/contract/matchScore';
import type { Label, Ranked, Trade } from './demand-match';
import { MATCH_LIMITS, clamp, demandKeywords, topicTermsIn } from './demand-match';

/** Specialties a patent purchase calls for, with their weight in an expert's score. */
const TRADE_SPECIALTIES: Record<string, number> = {
  技术转移转化: 15,
  知识产权价值评估: 15,
  FTO自由实施分析: 10,
  专利无效与诉讼: 10,
};

const EXPERT_WEIGHT = {
  field: 30,
  firstWord: 30,
  furtherWord: 10,
  wordsMax: 40,
  specialtiesMax: 30,
} as const;

/** Experts in the demand's field with a reason of their own, the best first. */
export function expertsForDemand(
  demand: Trade,
  experts: readonly API.Expert[],
  label: Label,
  limit: number = MATCH_LIMITS.experts,
): Ranked<API.Expert>[] {
  // The field's own name says no more than the field (introductions name it).
  const fieldName = label(demand.field);
  const keywords = demandKeywords(demand).filter((word) => word !== fieldName);
  return experts
    .filter((expert) => expert.fields.includes(demand.field))
    .flatMap((expert) => {
      const profile = [...expert.specialties, expert.intro].join(' ').toLowerCase();
      const named = keywords.filter((word) => profile.includes(word.toLowerCase()));
      const mentioned = [...named, ...topicTermsIn(demand, profile, [...named, fieldName])];
      const trade = expert.specialties.filter((s) => s in TRADE_SPECIALTIES);
      if (!mentioned.length && !trade.length) return [];
      const reasons: string[] = [];
      let score = EXPERT_WEIGHT.field;
      if (mentioned.length) {
        score += Math.min(
          EXPERT_WEIGHT.wordsMax,
          EXPERT_WEIGHT.firstWord + EXPERT_WEIGHT.furtherWord * (mentioned.length - 1),
        );
        reasons.push(`专长涉及：${mentioned.join('、')}`);
      }
      if (trade.length) {
        score += Math.min(
          EXPERT_WEIGHT.specialtiesMax,
          trade.reduce((sum, s) => sum + TRADE_SPECIALTIES[s], 0),
        );
        reasons.push(`交易所需专长：${trade.join('、')}`);
      }
      reasons.push(`擅长领域：${label(demand.field)}`);
      const rounded = clamp(score);
      return rounded >= MIN_MATCH_SCORE ? [{ item: expert, score: rounded, reasons }] : [];
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.item.serviceCount - a.item.serviceCount ||
        (a.item.id < b.item.id ? -1 : 1),
    )
    .slice(0, limit);
}

/** The SERVICE_MainService value of 知识产权运营. */
const OPERATION_SERVICE = 'ZSCQYY';

/** Agencies whose technical fields include the demand's. */
export function agenciesForDemand(
  demand: Trade,
  agencies: readonly API.ServiceAgency[],
  label: Label,
  limit: number = MATCH_LIMITS.agencies,
): Ranked<API.ServiceAgency>[] {
  const inField = agencies.filter((a) => a.technicalFields.includes(demand.field));
  const most = Math.max(1, ...inField.map((a) => a.patentTotal));
  return inField
    .map((agency) => {
      const reasons = [`代理技术领域含${label(demand.field)}`];
      let score = 60 + 10 * (agency.patentTotal / most);
      if (agency.mainServices.includes(OPERATION_SERVICE)) {
        score += 20;
        reasons.push('提供知识产权运营服务');
      }
      if (agency.creditGrade === 'A') {
        score += 10;
        reasons.push('信用等级 A');
      }
      reasons.push(`代理专利 ${agency.patentTotal} 件`);
      return { item: agency, score: clamp(score), reasons };
    })
    .sort((a, b) => b.score - a.score || (a.item.id < b.item.id ? -1 : 1))
    .slice(0, limit);
}

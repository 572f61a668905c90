// The running text of the data set (introductions and descriptions), written from each record's own
// facts. Every text picks among several sentence patterns with its own seeded generator, so records
// read differently from each other while the data set stays the same on every run; the figures
// (counts, amounts) in the text are the record's, never invented beside it.

import { PATENT_TYPE_LABELS } from '../../../src/contract/vocabulary';
import { TODAY } from '../dates';
import type { Rng } from '../random';
import { fieldLabel, labelOf, MAIN_SERVICES } from './dicts';

/** An amount of 万元 as the seed's prose writes it (亿 from 10,000 万 on). */
function formatWan(value: number): string {
  if (value >= 10_000) return `${Number((value / 10_000).toFixed(2))}亿`;
  return `${Number(value.toFixed(2))}万`;
}

/** `a、b和c` */
export function series(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`;
}

const cnYear = (iso: string) => `${Number(iso.slice(0, 4))}年`;

// ---------------------------------------------------------------- financial institutions

const OPENINGS: Record<string, readonly string[]> = {
  银行: [
    '该行设有科技金融专营团队，把知识产权质押融资作为服务{city}科技型企业的重点业务。',
    '立足{city}科创企业集聚区域，该行与示范区知识产权服务中心签订合作协议，为轻资产企业开通融资绿色通道。',
    '该行自{since}年起开办知识产权质押贷款，审批流程专门针对研发投入大、抵押物少的企业设计。',
    '作为{city}较早试点“知识产权+信贷”的银行网点，该行可受理专利、商标单独或组合质押。',
  ],
  担保机构: [
    '公司为{city}的科技型中小企业提供融资担保，接受知识产权作为反担保措施，替代传统的不动产抵押。',
    '作为{city}政府性融资担保体系成员，公司为银行的知识产权质押贷款提供增信，担保费率低于市场平均水平。',
    '公司与多家合作银行建立风险分担机制，企业凭有效专利即可申请担保额度。',
  ],
  保险机构: [
    '公司在{city}开展知识产权保险业务，险种覆盖专利执行、侵权损失和质押融资保证等环节。',
    '公司通过保险分担知识产权质押融资中的违约风险，帮助企业更容易获得银行授信。',
    '针对科技企业维权成本高的问题，公司推出多款知识产权保险，由示范区对部分保费给予补贴。',
  ],
  投资机构: [
    '公司专注{city}及周边科技企业的早中期股权投资，与合作银行开展投贷联动。',
    '公司管理的基金重点投向拥有核心专利的硬科技企业，并以知识产权证券化等方式盘活专利资产。',
    '公司在投资决策中引入专利价值评估，对高价值专利组合给予更高的估值权重。',
  ],
  小贷公司: [
    '公司面向{city}的科技型小微企业发放小额贷款，可接受专利权、商标权作为质押物。',
    '作为{city}的科技小贷机构，公司以“额度小、放款快”为特点，补充银行信贷难以覆盖的融资需求。',
    '公司与示范区知识产权服务中心合作，对入驻企业的知识产权质押贷款给予优先审批。',
  ],
};

/**
 * The institution's introduction: what it does and its pledges. Not its products: administrators
 * add and disable them, and the page lists them with their count, so prose would go stale.
 */
export function institutionIntro(
  rng: Rng,
  institution: { type: string; city: string; totalFinancing: number; pledgeCount: number },
  pledges: readonly API.PledgeFinancing[],
): string {
  const opening = rng
    .pick(OPENINGS[institution.type] ?? OPENINGS.银行)
    .replace('{city}', institution.city)
    .replace('{since}', String(rng.int(2012, 2020)));
  if (!pledges.length) return opening;
  const enterprises = new Set(pledges.map((p) => p.creditCode)).size;
  const last = pledges.map((p) => p.registrationDate).sort()[pledges.length - 1];
  const amount = `${formatWan(institution.totalFinancing)}元`;
  const record = rng.pick([
    `截至${cnYear(last)}，已在示范区办理质押融资登记${institution.pledgeCount}笔，金额合计${amount}，服务企业${enterprises}家。`,
    `已有${enterprises}家企业通过该机构完成知识产权质押融资，登记${institution.pledgeCount}笔、共${amount}。`,
    `在示范区登记的质押融资共${institution.pledgeCount}笔，累计${amount}。`,
  ]);
  return `${opening}${record}`;
}

// ---------------------------------------------------------------- listings

/** `包括：a；b；c` → the technical content of an abstract, without the title it restates. */
function abstractParts(patent: API.Patent): { body: string; effect: string } {
  const sentences = patent.abstract.split('。').filter(Boolean);
  const body = (sentences[0] ?? '').replace(/^本(发明|实用新型)公开了[^，]*，/, '');
  const effect = (sentences[1] ?? '')
    .replace(/^本(发明|实用新型)/, '')
    // `结构简单、运行可靠` is said of nearly every utility model; keep what is particular to this one.
    .replace(/^结构简单、[^，]+，/, '')
    .replace(/，?(具有良好的应用前景|适合推广应用|便于工程实施|可广泛应用于相关领域)$/, '');
  return { body, effect };
}

/** What a design patent protects, from its 简要说明. */
function designParts(patent: API.Patent): { use: string; point: string } {
  const use = /用途：([^。]+)。/.exec(patent.abstract)?.[1] ?? '';
  const point = /设计要点：([^。]+)。/.exec(patent.abstract)?.[1] ?? '在于形状';
  return { use, point };
}

/** The noun a description refers to the patent by (`该方法`, `该装置`…). */
function referent(patent: API.Patent): string {
  if (patent.type === 'design') return '该设计';
  const title = patent.title.replace(/(及其|及)(制备方法|应用|在).*$/, '');
  if (/方法$/.test(title)) return '该方法';
  const head = /(系统|装置|设备|机构|组件|材料|组合物|化合物|电池|结构|电路|终端|平台)$/.exec(
    title,
  );
  return head ? `该${head[1]}` : '该技术';
}

const PROTECTION_YEARS: Record<API.PatentType, number> = { invention: 20, utility: 10, design: 15 };

function statusSentence(rng: Rng, patent: API.Patent): string {
  if (patent.legalStatus === 'pending')
    return patent.legalStatusDetail === '实质审查'
      ? rng.pick(['申请已进入实质审查阶段。', '目前处于实质审查阶段，尚未授权。'])
      : rng.pick([
          `申请已于${cnYear(patent.publicationDate)}公开，尚待实质审查。`,
          '申请已公开，尚未进入实质审查。',
        ]);
  const expiry = Number(patent.applicationDate.slice(0, 4)) + PROTECTION_YEARS[patent.type];
  const left = expiry - Number(TODAY.slice(0, 4));
  const granted = patent.grantDate ? cnYear(patent.grantDate) : '';
  const choices = [
    granted ? `${granted}获得授权，专利权有效。` : '已获授权，专利权有效。',
    `专利权有效，年费已按期缴纳${left > 1 ? `，保护期还剩约${left}年` : ''}。`,
    left > 1 ? `保护期至${expiry}年，还有约${left}年。` : `保护期至${expiry}年。`,
  ];
  return rng.pick(choices);
}

function offerSentence(rng: Rng, type: API.TransactionType, price: number | null): string {
  const priced = price === null ? '' : `${formatWan(price)}元`;
  if (type === 'open_license')
    return rng.pick([
      `已登记开放许可声明，年许可使用费${priced}，按声明条件即可获得实施许可。`,
      `专利权人已作出开放许可声明，任何单位按每年${priced}的使用费即可实施。`,
    ]);
  if (type === 'license')
    return price === null
      ? rng.pick(['可普通许可或独占许可，许可费面议。', '许可方式与费用均可协商。'])
      : rng.pick([
          `许可费参考${priced}，普通许可、独占许可均可洽谈。`,
          `愿以${priced}左右的许可费授权实施，可配合技术交底。`,
        ]);
  return price === null
    ? rng.pick(['转让价格面议，可提供技术资料与必要的技术指导。', '有意受让者请联系洽谈价格。'])
    : rng.pick([
        `转让报价${priced}，可提供技术资料与必要的技术指导。`,
        `拟以${priced}转让，价格可小幅协商。`,
        `报价${priced}，受让后可协助办理著录项目变更。`,
      ]);
}

/** A listing's description: the patent's technical content, its status and the offer. */
export function listingDescription(
  rng: Rng,
  patent: API.Patent,
  type: API.TransactionType,
  price: number | null,
): string {
  const status = statusSentence(rng, patent);
  const offer = offerSentence(rng, type, price);
  if (patent.type === 'design') {
    const { use, point } = designParts(patent);
    const what = rng.pick([
      `产品${use}，设计要点${point}。`,
      `外观设计要点${point}，产品${use}。`,
      `${use.replace(/^用于/, '适合用于')}的产品外观，要点${point}。`,
    ]);
    return `${what}${status}${offer}`;
  }
  const { body, effect } = abstractParts(patent);
  // Some abstracts already name their subject (`该电路包括…`): do not name it twice.
  const it = /^该/.test(body) ? '' : referent(patent);
  const core = effect
    ? rng.pick([
        `${it}${body}。${effect}。`,
        `${effect}。${it}${body}。`,
        `主要效果：${effect}。${it}${body}。`,
        `${it}${body}，${effect.replace(/^(提高|延长|降低|减少|实现)了/, '$1')}。`,
      ])
    : `${it}${body}。`;
  // The status leads now and then, so descriptions do not all open the same way.
  return rng.bool(0.2) ? `${status}${core}${offer}` : `${core}${status}${offer}`;
}

// ---------------------------------------------------------------- demands

export interface DemandFacts {
  field: string;
  keyword: string;
  transactionType: API.TransactionType;
  patentType?: API.PatentType;
  count: number;
  reason: string;
  requirement: string;
  budgetMin: number;
  budgetMax: number;
}

/** A demand's description: who wants what, why, on which terms. */
export function demandDescription(rng: Rng, d: DemandFacts): string {
  const kind = d.patentType ? PATENT_TYPE_LABELS[d.patentType] : '';
  const what = `${d.keyword}方向的${kind}专利${d.count}件`;
  const acquire = d.transactionType === 'transfer' ? `受让${what}` : `获得${what}的实施许可`;
  const budget = `预算${d.budgetMin}-${d.budgetMax}万元`;
  const field = fieldLabel(d.field);
  return rng.pick([
    `我司主要从事${field}相关产品的研发与生产，${d.reason}，拟${acquire}，要求专利${d.requirement}，${budget}。`,
    `${d.reason.replace(/^为/, '为了')}，公司计划${acquire}。专利须${d.requirement}，${budget}，欢迎专利权人或代理机构联系。`,
    `用于${field}产品开发，现征集${what}。要求${d.requirement}；${budget}，可一次性支付或分期支付。`,
    `${budget}，拟${acquire}。${d.reason.replace(/^[为因]/, '背景：')}；专利须${d.requirement}。`,
    `面向${field}领域寻找${d.keyword}相关技术，${d.requirement}的${kind}专利优先，拟${d.transactionType === 'transfer' ? '受让' : '获得许可'}${d.count}件，${budget}。`,
  ]);
}

// ---------------------------------------------------------------- experts

const ACHIEVEMENTS: Record<string, readonly string[]> = {
  academic: [
    '主持国家级科研项目{k}项，相关成果已在企业实现转化',
    '带领团队完成专利转让与许可{n}项',
    '担任示范区高价值专利培育项目评审专家',
    '参与起草团体标准{k}项',
  ],
  engineer: [
    '作为发明人获得授权专利{n}件',
    '牵头搭建企业知识产权管理体系并通过贯标认证',
    '负责过{n}个新产品的专利布局与FTO分析',
    '曾带队处理多起海外专利纠纷',
  ],
  agent: [
    '代理发明专利申请{n}件，授权率保持在较高水平',
    '办理专利无效宣告案件{n}件',
    '为{n}家企业提供专利挖掘与布局服务',
    '参与多项省级专利导航项目的检索分析',
  ],
  lawyer: [
    '代理知识产权诉讼案件{n}件',
    '为{n}家企业提供知识产权合规与交易法律服务',
    '入选省级知识产权维权援助专家库',
  ],
  appraiser: [
    '完成知识产权价值评估项目{n}项，服务质押融资金额逾{m}亿元',
    '参与编写知识产权评估操作指引',
    '为{n}家企业的专利作价入股提供评估',
  ],
  broker: [
    '促成技术交易{n}项，合同金额累计逾{m}亿元',
    '长期驻点高校院所开展成果转化对接',
    '组织技术成果路演{n}场',
  ],
};

function expertGroup(title: string): keyof typeof ACHIEVEMENTS {
  if (/教授|研究员/.test(title)) return 'academic';
  if (/工程师/.test(title)) return 'engineer';
  if (title === '专利代理师') return 'agent';
  if (title === '律师') return 'lawyer';
  if (title === '资产评估师') return 'appraiser';
  return 'broker';
}

/**
 * An expert's introduction: track record and way of working. The card already shows the name,
 * title, organisation, fields, years and specialties, so the text adds what it does not.
 */
export function expertIntro(rng: Rng, expert: API.Expert): string {
  const fill = (s: string) =>
    s
      .replace('{n}', String(rng.int(6, 60)))
      .replace('{k}', String(rng.int(2, 8)))
      .replace('{m}', String(rng.int(2, 12)));
  const [a, b] = rng.sample(ACHIEVEMENTS[expertGroup(expert.title)], 2).map(fill);
  const field = fieldLabel(rng.pick(expert.fields));
  const style = rng.pick([
    `注重把专利工作与${rng.pick(['企业经营目标', '产品规划', '融资计划', '市场拓展'])}结合。`,
    `擅长用通俗的语言向${rng.pick(['企业负责人', '研发人员', '管理层', '创业团队'])}解释专利风险。`,
    `每年为园区企业开展公益培训约${rng.int(3, 20)}场。`,
    `服务对象以${field}领域的中小企业为主，响应及时。`,
    `每年为${rng.int(8, 40)}家左右的企业提供咨询。`,
    `对${field}产业链上下游的专利分布较为熟悉。`,
    `近${rng.int(2, 6)}年的工作重心在${field}领域。`,
    `习惯先摸清企业的${rng.pick(['产品路线', '研发计划', '竞争对手'])}，再给出专利建议。`,
    `接受企业按项目委托，也可担任${rng.int(1, 3)}年期的常年顾问。`,
    `同时关注${field}领域的标准与政策动向。`,
    `咨询一般在${rng.pick(['三', '五', '七'])}个工作日内给出书面意见。`,
    `曾在${rng.pick(['示范区服务中心', '高校技术转移中心', '省知识产权保护中心'])}兼职开展咨询。`,
  ]);
  return rng.pick([`${a}；${b}。${style}`, `${style}${a}，${b}。`, `近年来${a}，并${b}。${style}`]);
}

// ---------------------------------------------------------------- service agencies

/** A service agency's introduction from its figures, fields and services. */
export function agencyIntro(rng: Rng, agency: API.ServiceAgency): string {
  const year = cnYear(agency.foundingDate);
  const fields = series(agency.technicalFields.slice(0, 3).map(fieldLabel));
  const services = agency.mainServices
    .filter((s) => s !== 'ZLDL')
    .slice(0, 3)
    .map((s) => labelOf(MAIN_SERVICES, s));
  const share = agency.patentTotal
    ? Math.round((agency.inventionCount / agency.patentTotal) * 100)
    : 0;
  const opening = rng.pick([
    `${year}成立，现有执业专利代理师${agency.agentCount}名，客户主要集中在${fields}领域。`,
    `机构扎根${agency.city}，${agency.agentCount}名专利代理师分别负责${fields}等技术方向。`,
    `专利代理师团队${agency.agentCount}人，自${year}起为${fields}等领域的创新主体办理专利事务。`,
  ]);
  const record = rng.pick([
    `累计代理专利${agency.patentTotal}件，其中发明专利约占${share}%。`,
    `已代理专利${agency.patentTotal}件，发明专利${agency.inventionCount}件。`,
    `代理量累计${agency.patentTotal}件，发明占比${share}%。`,
  ]);
  const extra = services.length
    ? rng.pick([
        `除专利代理外，还提供${series(services)}服务。`,
        `业务延伸至${series(services)}。`,
        `可一并承接${series(services)}。`,
      ])
    : '业务以专利申请代理为主。';
  return `${opening}${record}${extra}`;
}

// Patent navigation reports (GB/T 39551): 24 reports across the four kinds the portal shows, each
// with a saved field-code query that selects a meaningful part of the patent data set.

import { SERVICES } from '../../../src/contract/vocabulary';
import { addDays, addMonths, TODAY } from '../dates';
import { Rng } from '../random';
import type { DataSet } from '.';
import { fieldLabel } from './dicts';

interface ReportSpec {
  kind: API.NavReportKind;
  field: string;
  region: string;
  title: string;
  query: string;
  /** What the report is about, for its summary. */
  topic: string;
}

/** Industry planning, regional planning and R&D reports; enterprise ones come from the data set. */
const FIXED: readonly ReportSpec[] = [
  {
    kind: 'industry',
    field: 'XNYQC',
    region: '陕西省',
    title: '陕西省新能源汽车产业专利导航报告',
    topic: '新能源汽车',
    query: 'IPC=(B60L OR B60W OR H02K) OR TI=(电动汽车 OR 换电 OR 动力电池)',
  },
  {
    kind: 'industry',
    field: 'JCDL',
    region: '陕西省',
    title: '西安高新区集成电路产业专利导航分析报告',
    topic: '集成电路',
    query: 'IPC=(H01L21 OR H01L23 OR H01L29 OR H03K) OR TI=(功率器件 OR 芯片 OR 封装)',
  },
  {
    kind: 'industry',
    field: 'XXJS',
    region: '北京市',
    title: '北京市人工智能产业专利导航报告',
    topic: '人工智能',
    query:
      'IPC=(G06N OR G06V) OR TX=(人工智能 OR 机器学习 OR 深度学习 OR 神经网络 OR 图像识别 OR 目标检测)',
  },
  {
    kind: 'industry',
    field: 'XNY',
    region: '广东省',
    title: '广东省光伏与新型储能产业专利导航报告',
    topic: '光伏与新型储能',
    query: 'IPC=(H02J OR H02S OR H01L31) OR TI=(光伏 OR 储能)',
  },
  {
    kind: 'industry',
    field: 'SWYY',
    region: '江苏省',
    title: '江苏省生物医药产业专利导航报告',
    topic: '生物医药',
    query: 'IPC=(A61K OR A61P OR C07D OR C12N OR C12Q) OR TX=(抗肿瘤 OR 中药组合物)',
  },
  {
    kind: 'industry',
    field: 'LSHG',
    region: '浙江省',
    title: '浙江省绿色化工新材料产业专利导航报告',
    topic: '绿色化工新材料',
    query: 'IPC=(C08G OR C09D OR C09J OR C11D) OR TI=(水性 OR 胶黏剂)',
  },
  {
    kind: 'region',
    field: 'GDZB',
    region: '陕西省',
    title: '西咸新区高端装备制造区域规划类专利导航报告',
    topic: '高端装备制造',
    query: '(IPC=(B25J OR B23K OR G05B OR F16H OR G01N21) OR TI=(机器人 OR 激光)) AND AD>=2012',
  },
  {
    kind: 'region',
    field: 'SZCY',
    region: '四川省',
    title: '成渝地区双城经济圈数字创意产业区域专利导航报告',
    topic: '数字创意',
    query: 'TI=(虚拟现实 OR 数字人 OR 三维 OR 全息) OR IPC=(G06T19 OR G06T13 OR H04N21 OR A63F)',
  },
  {
    kind: 'region',
    field: 'JNHB',
    region: '上海市',
    title: '长三角生态绿色一体化示范区节能环保产业专利导航报告',
    topic: '节能环保',
    query: 'IPC=(B01D53 OR C02F OR B09B) OR TI=(废水 OR 废气 OR 污泥)',
  },
  {
    kind: 'region',
    field: 'HKHT',
    region: '广东省',
    title: '粤港澳大湾区无人机与卫星导航产业区域专利导航报告',
    topic: '无人机与卫星导航',
    query: 'IPC=(B64C OR B64D OR G01S19 OR B64G) OR TI=(无人机 OR 北斗)',
  },
  {
    kind: 'region',
    field: 'XDNY',
    region: '陕西省',
    title: '杨凌农业高新技术产业示范区现代农业区域专利导航报告',
    topic: '现代农业',
    query: 'IPC=(A01G OR A01K OR C05G) OR TI=(灌溉 OR 肥料 OR 温室 OR 养殖)',
  },
  {
    kind: 'region',
    field: 'XXJS',
    region: '湖北省',
    title: '武汉东湖高新区新一代信息技术区域专利导航报告',
    topic: '新一代信息技术',
    query: 'IPC=(H04L OR H04W OR G06F16) OR TI=(区块链 OR 物联网 OR 身份认证)',
  },
  {
    kind: 'rd',
    field: 'XNY',
    region: '北京市',
    title: '固态锂电池电解质关键技术研发活动专利导航报告',
    topic: '固态电解质',
    // The breakdown reaches the electrodes the electrolyte meets.
    query: 'TX=(固态电解质 OR 固态电池 OR 硫化物) OR IPC=(H01M10/056 OR H01M4)',
  },
  {
    kind: 'rd',
    field: 'JCDL',
    region: '陕西省',
    title: '碳化硅功率器件研发活动专利导航报告',
    topic: '碳化硅功率器件',
    // The breakdown reaches device processing and the cooling of power modules.
    query:
      'TX=(碳化硅 OR 氮化镓 OR 功率器件 OR 功率模块) OR IPC=(H01L29 OR H01L21/336 OR H01L23/367)',
  },
  {
    kind: 'rd',
    field: 'SWYY',
    region: '上海市',
    title: '核酸药物递送系统研发活动专利导航报告',
    topic: '核酸药物递送',
    query: 'TX=(RNA OR 核酸 OR 递送系统) OR IPC=(C12N15 OR C12Q1)',
  },
  {
    kind: 'rd',
    field: 'GDZB',
    region: '江苏省',
    title: '协作机器人精密减速器研发活动专利导航报告',
    topic: '协作机器人与精密减速器',
    query: 'IPC=(F16H OR B25J) OR TI=(减速器 OR 机器人 OR 机械臂)',
  },
  {
    kind: 'rd',
    field: 'JNHB',
    region: '山东省',
    title: '低温脱硝催化剂研发活动专利导航报告',
    topic: '低温脱硝催化剂',
    query: 'TI=(催化剂 OR 脱硝 OR 催化净化) OR IPC=B01D53/86',
  },
  {
    kind: 'rd',
    field: 'XNY',
    region: '浙江省',
    title: '钙钛矿及异质结太阳能电池研发活动专利导航报告',
    topic: '高效太阳能电池',
    // The breakdown reaches the modules the cells are built into.
    query: 'TX=(钙钛矿 OR 异质结 OR TOPCon OR 太阳能电池 OR 光伏组件) OR IPC=(H01L31 OR H02S)',
  },
];

/** Enterprise-operation reports: a leading applicant of the field and its technology. */
const ENTERPRISE_TOPICS: readonly { field: string; topic: string; ipc: string }[] = [
  { field: 'XNY', topic: '锂电池材料与电池管理技术', ipc: 'H01M' },
  { field: 'JCDL', topic: '功率半导体与先进封装技术', ipc: '(H01L OR H03K)' },
  { field: 'SWYY', topic: '创新药物与医疗器械', ipc: '(A61K OR A61B OR A61M)' },
  { field: 'HKHT', topic: '无人机与航空制造技术', ipc: '(B64C OR B64D OR G01S)' },
  { field: 'SZCY', topic: '虚拟现实与数字内容技术', ipc: '(G06T OR H04N OR A63F)' },
  { field: 'XNYQC', topic: '电驱动与整车控制技术', ipc: '(B60L OR B60W OR H02K)' },
];

/** The leading enterprise applicant of a field (most patents; ties by name). */
function leadingEnterprise(data: DataSet, field: string): DataSet['applicants'][number] {
  const counts = new Map<string, number>();
  for (const p of data.patents)
    if (p.field === field) for (const a of p.applicants) counts.set(a, (counts.get(a) ?? 0) + 1);
  const enterprises = data.applicants.filter((a) => a.kind === 'enterprise');
  return enterprises
    .filter((a) => counts.has(a.name))
    .sort(
      (a, b) =>
        (counts.get(b.name) ?? 0) - (counts.get(a.name) ?? 0) || a.name.localeCompare(b.name),
    )[0];
}

function summary(spec: ReportSpec, cutoff: string, enterprise?: string): string {
  const field = fieldLabel(spec.field);
  switch (spec.kind) {
    case 'industry':
      return `报告围绕${spec.region}${spec.topic}产业，以截至${cutoff}公开的相关专利为基础，开展产业链技术分解，分析全球与国内申请趋势、主要创新主体和区域布局，明确本地产业在${field}领域的发展定位，并从产业结构优化、企业培育、人才引进与协同创新等方面提出发展路径建议。`;
    case 'region':
      return `报告立足${spec.region}${spec.topic}产业基础，对标国内重点省市的专利布局，识别区域优势技术与短板环节，梳理区域创新主体与人才分布，为区域产业规划、招商引资和知识产权政策制定提供依据。数据截至${cutoff}。`;
    case 'enterprise':
      return `报告服务于${enterprise ?? '企业'}的经营决策，梳理其在${spec.topic}方向的专利布局、主要竞争对手与合作伙伴，评估核心专利的稳定性与运营价值，提出专利组合优化、风险防控与许可转让等建议。数据截至${cutoff}。`;
    default:
      return `报告服务于${spec.topic}研发立项，对相关技术进行分解，分析技术发展路线、关键技术功效与主要研发团队，识别可规避的专利风险与可利用的失效专利，为研发方向选择和专利布局提供参考。数据截至${cutoff}。`;
  }
}

/**
 * The search that reproduces a report's figures: its saved query, limited to patents published on
 * or before its data cut-off (GB/T 39551: a report states its search strategy and cut-off date).
 * The figures are computed from exactly this search, and the portal's link opens it.
 */
export function reportSearchQuery(query: string, cutoffDate: string): string {
  return `(${query}) AND PD<=${cutoffDate}`;
}

/** Builds the reports, newest first, from the data set (enterprise reports name real applicants). */
export function buildNavReports(data: DataSet): API.NavReport[] {
  const rng = new Rng(20261122);
  const navAgencies = data.agencies.filter((a) => a.mainServices.includes('ZLDH'));
  const specs: (ReportSpec & { enterprise?: string })[] = [...FIXED];
  for (const t of ENTERPRISE_TOPICS) {
    const lead = leadingEnterprise(data, t.field);
    if (!lead) continue;
    specs.push({
      kind: 'enterprise',
      field: t.field,
      region: lead.region,
      title: `${lead.name}${t.topic}专利导航报告`,
      topic: t.topic,
      enterprise: lead.name,
      query: `PA="${lead.name}" OR (IPC=${t.ipc} AND AD>=2016-01-01)`,
    });
  }
  const kinds: API.NavReportKind[] = ['industry', 'region', 'enterprise', 'rd'];
  const ordered = kinds.flatMap((k) => specs.filter((s) => s.kind === k));
  const reports = ordered.map((spec, i) => {
    // Publication months spread over 2021-01 … 2026-10, interleaving the kinds.
    const slot = (i % 6) * 4 + Math.floor(i / 6);
    const publishDate = addDays(
      addMonths('2021-01-05', Math.round((slot * 69) / 23)),
      rng.int(0, 20),
    );
    const cutoffDate = addDays(addMonths(publishDate, -rng.int(1, 3)), -rng.int(0, 10));
    const local = navAgencies.filter((a) => a.region === spec.region);
    const publisher =
      spec.kind === 'region' || spec.kind === 'industry'
        ? rng.pick([
            '知识产权服务业集聚发展示范区运营中心',
            `${spec.region.replace(/省|市$/, '')}知识产权公共服务平台`,
          ])
        : (rng.pick(local.length ? local : navAgencies)?.enterpriseName ??
          '知识产权服务业集聚发展示范区运营中心');
    // Drawn and dropped (an invented page count once came from here), so the later reports' dates
    // and publishers keep their seeded values.
    rng.int(48, 186);
    const id = `nav-${String(i + 1).padStart(3, '0')}`;
    return {
      id,
      title: spec.title,
      kind: spec.kind,
      field: spec.field,
      region: spec.region,
      publisher,
      publishDate: publishDate > TODAY ? TODAY : publishDate,
      summary: summary(spec, cutoffDate, spec.enterprise),
      // The page count of the PDF at pdfUrl: the nav handler fills it in once the PDF is laid out.
      pages: 0,
      query: spec.query,
      cutoffDate,
      searchQuery: reportSearchQuery(spec.query, cutoffDate),
      pdfUrl: `${SERVICES.nav.prefix}/api/front/navReport/pdf/${id}`,
    };
  });
  return reports.sort((a, b) =>
    a.publishDate < b.publishDate ? 1 : a.publishDate > b.publishDate ? -1 : 0,
  );
}

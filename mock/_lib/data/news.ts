// News articles with HTML bodies (the app must sanitise them; see HOSTILE_NEWS_ID).

import { addDays, randomDate, TODAY } from '../dates';
import type { Rng } from '../random';

export const NEWS_COUNT = 300;
/** The one article whose HTML tries to run script, so the app can prove it sanitises. */
export const HOSTILE_NEWS_ID = 'news-hostile';

type Category = '园区动态' | '政策法规' | '行业资讯' | '通知公告';

const CATEGORY_WEIGHTS: readonly (readonly [Category, number])[] = [
  ['园区动态', 35],
  ['政策法规', 25],
  ['行业资讯', 25],
  ['通知公告', 15],
];

const TITLES: Record<Category, readonly string[]> = {
  园区动态: [
    '示范区举办{Y}年知识产权{质押融资|运营|保护}{对接会|培训会|宣讲会}',
    '示范区{N}家企业获评{国家|省级}知识产权{优势|示范}企业',
    '示范区知识产权服务中心开展“{知识产权进园区|专利导航服务进企业|高价值专利培育}”系列活动',
    '示范区知识产权质押融资登记金额突破{N}亿元',
    '示范区召开知识产权服务业集聚发展推进会',
    '{新能源|集成电路|生物医药|高端装备}产业专利导航成果发布会在示范区举行',
    '示范区新增{N}家入驻知识产权服务机构',
  ],
  政策法规: [
    '关于{促进知识产权服务业高质量发展|加强知识产权质押融资工作|推进专利转化运用}的实施意见',
    '示范区知识产权{资助|奖励}办法（{Y}年修订）',
    '一图读懂：{专利开放许可制度|知识产权质押融资贴息政策|高价值专利培育计划}',
    '{专利代理|商标代理}行业监管政策要点解读',
    '关于知识产权服务机构入驻示范区的扶持措施',
  ],
  行业资讯: [
    '{上半年|前三季度|全年}示范区发明专利授权量同比增长{P}%',
    '{新能源汽车|人工智能|生物医药|新材料}领域专利布局趋势分析',
    '专利开放许可试点工作取得积极进展',
    '知识产权证券化产品在{西安|深圳|苏州|成都}成功发行',
    '{数据知识产权|专利价值评估|海外知识产权纠纷应对}成为行业关注热点',
  ],
  通知公告: [
    '关于开展{Y}年度知识产权{示范企业|优势企业|服务品牌机构}申报工作的通知',
    '关于举办{专利代理师实务|知识产权管理体系贯标|专利检索分析}培训班的通知',
    '关于{Y}年第{一|二|三}批知识产权{资助|质押融资贴息}拟支持名单的公示',
    '关于示范区知识产权公共服务窗口{调整服务时间|启用线上预约}的公告',
  ],
};

const SOURCES: Record<Category, readonly string[]> = {
  园区动态: ['示范区管委会办公室', '示范区知识产权服务中心', '产业发展处'],
  政策法规: ['示范区管委会', '政策研究室', '知识产权管理处'],
  行业资讯: ['示范区知识产权服务中心', '产业研究院', '综合新闻'],
  通知公告: ['示范区知识产权服务中心', '示范区管委会办公室'],
};

const HEADINGS: Record<Category, readonly string[]> = {
  园区动态: ['活动内容', '主要成效', '下一步安排'],
  政策法规: ['主要内容', '适用对象', '办理流程'],
  行业资讯: ['数据概况', '主要特点', '趋势展望'],
  通知公告: ['申报条件', '申报材料', '联系方式'],
};

const POINTS: Record<Category, readonly string[]> = {
  园区动态: [
    '组织{N}家企业与金融机构开展一对一对接',
    '发布专利导航分析报告{N}份',
    '现场达成合作意向{N}项',
    '开展知识产权公益培训{N}场次',
    '为入驻企业提供免费专利检索服务',
  ],
  政策法规: [
    '对新获授权的发明专利给予资助',
    '对知识产权质押融资给予最高{P}%的贴息',
    '对获评示范企业的单位给予一次性奖励',
    '支持服务机构引进高层次知识产权人才',
    '评估、担保、保险费用按比例给予补贴',
  ],
  行业资讯: [
    '高价值发明专利占比持续提升',
    '专利转让许可次数明显增加',
    '校企联合申请专利数量稳步增长',
    '海外专利申请量保持增长',
    '知识产权质押融资惠及更多中小企业',
  ],
  通知公告: [
    '在示范区注册并具有独立法人资格',
    '近三年无严重失信行为',
    '拥有有效发明专利或开展知识产权运营',
    '按要求提交申报书及证明材料',
    '申报材料须加盖单位公章',
  ],
};

function cnDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

function fill(rng: Rng, template: string, year: string): string {
  return rng
    .expand(template)
    .replace(/\{Y\}|Y(?=年)/g, year)
    .replace(/\{N\}|N(?=[家亿份项场件])/g, () => String(rng.int(3, 60)))
    .replace(/\{P\}|P(?=%)/g, () => String(rng.int(8, 45)));
}

function expandWithTokens(rng: Rng, template: string, year: string): string {
  // Protect the tokens from the brace expander, then fill them.
  const guarded = template.replace(/\{Y\}/g, 'Y').replace(/\{N\}/g, 'N').replace(/\{P\}/g, 'P');
  return fill(rng, guarded, year);
}

function leadOf(rng: Rng, category: Category, title: string, source: string, date: string): string {
  const closing = rng.pick([
    '示范区坚持以知识产权服务业集聚发展为抓手，持续优化创新生态。',
    '此举旨在进一步激发创新主体活力，提升知识产权创造、运用、保护、管理和服务水平。',
    '相关部门负责人表示，将持续完善知识产权全链条服务体系。',
  ]);
  if (category === '通知公告') {
    const subject = title.replace(/^关于/, '').replace(/的(通知|公示|公告)$/, '');
    const verb = title.endsWith('公示') ? '公示' : title.endsWith('公告') ? '公告' : '通知';
    return `为做好相关工作，现将${subject}有关事项${verb}如下。`;
  }
  if (category === '政策法规')
    return `${cnDate(date)}，${source}发布“${title}”，现将有关要点介绍如下。${closing}`;
  if (category === '行业资讯') return `${cnDate(date)}消息，${title}。${closing}`;
  return `${cnDate(date)}，${title}。${closing}`;
}

function article(rng: Rng, index: number): API.NewsArticle {
  const category = rng.weightedPairs(CATEGORY_WEIGHTS);
  const publishDate = randomDate(rng, '2023-01-03', TODAY);
  const year = publishDate.slice(0, 4);
  const title = expandWithTokens(rng, rng.pick(TITLES[category]), year);
  const source = rng.pick(SOURCES[category]);
  const lead = leadOf(rng, category, title, source, publishDate);
  const [h1, h2, h3] = HEADINGS[category];
  const points = rng
    .sample(POINTS[category], 3)
    .map((p) => `<li>${expandWithTokens(rng, p, year)}</li>`)
    .join('');
  const content = [
    `<p>${lead}</p>`,
    `<h3>${h1}</h3>`,
    `<p>${rng.pick(['本次工作聚焦企业在专利创造、运用和保护中的实际需求，', '相关举措围绕产业链创新链深度融合展开，'])}${rng.pick(['整合服务机构、金融机构和高校院所资源，', '充分发挥服务中心的枢纽作用，'])}${rng.pick(['推动服务供给与企业需求精准对接。', '形成可复制、可推广的经验做法。'])}</p>`,
    `<h3>${h2}</h3>`,
    `<ul>${points}</ul>`,
    `<h3>${h3}</h3>`,
    `<p>${category === '通知公告' ? `请有关单位于${cnDate(addDays(publishDate, 30))}前通过门户网站提交材料。咨询电话：029-8888${rng.digits(4)}。` : '示范区将继续深化知识产权领域改革，为创新主体提供更加便利、高效的知识产权公共服务。'}</p>`,
  ].join('');
  return {
    id: `news-${String(index + 1).padStart(4, '0')}`,
    title,
    category,
    source,
    publishDate,
    summary: lead.length > 80 ? `${lead.slice(0, 78)}……` : lead,
    content,
    views: Math.round(3000 * rng.float() ** 2) + rng.int(5, 60),
  };
}

function hostileArticle(): API.NewsArticle {
  return {
    id: HOSTILE_NEWS_ID,
    title: '关于门户网站信息发布安全检查的通知',
    category: '通知公告',
    source: '示范区知识产权服务中心',
    publishDate: '2026-11-18',
    summary: '为保障门户网站信息安全，示范区知识产权服务中心将对网站发布内容开展安全检查。',
    content:
      '<p>为保障门户网站信息安全，示范区知识产权服务中心将对网站发布内容开展安全检查。</p>' +
      '<h3>检查内容</h3>' +
      '<ul><li>页面脚本与外链资源</li><li>图片及附件</li></ul>' +
      '<script>window.__newsScriptRan = true</script>' +
      '<img src=x onerror="window.__newsScriptRan=true">' +
      '<p>检查期间网站正常访问，如有疑问请联系服务中心。</p>',
    views: 128,
  };
}

export function buildNews(rng: Rng): API.NewsArticle[] {
  const list = Array.from({ length: NEWS_COUNT - 1 }, (_, i) => article(rng, i));
  list.push(hostileArticle());
  return list;
}

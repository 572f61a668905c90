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

// Title templates: {Y} is the year of publication, {N} and {P} numbers, {Q} an ordinal (一…四).
// buildNews draws again when a title is taken, so no two articles share one.
const TITLES: Record<Category, readonly string[]> = {
  园区动态: [
    '示范区举办{Y}年知识产权{质押融资|运营|保护|海外维权}{对接会|培训会|宣讲会|沙龙}',
    '示范区{N}家企业获评{Y}年度{国家|省级}知识产权{优势|示范}企业',
    '示范区知识产权服务中心开展“{知识产权进园区|专利导航服务进企业|高价值专利培育|知识产权护航}”{Q}季度系列活动',
    '示范区知识产权质押融资登记金额突破{N}亿元',
    '示范区召开{Y}年知识产权服务业集聚发展推进会',
    '{新能源|集成电路|生物医药|高端装备|航空航天|现代农业}产业专利导航成果发布会在示范区举行',
    '示范区新增{N}家入驻知识产权服务机构',
    '{西安交通大学|西北工业大学|西安电子科技大学|陕西师范大学}{N}项专利在示范区完成转化',
    '示范区{Y}年第{Q}季度专利转让许可备案{N}件',
  ],
  政策法规: [
    '关于{促进知识产权服务业高质量发展|加强知识产权质押融资工作|推进专利转化运用|支持专利开放许可}的实施意见（{Y}年）',
    '示范区知识产权{资助|奖励|质押融资贴息}办法（{Y}年修订）',
    '一图读懂：{专利开放许可制度|知识产权质押融资贴息政策|高价值专利培育计划|知识产权资助办法}（{Y}年版）',
    '{Y}年{专利代理|商标代理|知识产权评估}行业监管政策要点解读',
    '关于知识产权服务机构入驻示范区的扶持措施（{Y}年）',
    '{国家知识产权局|省知识产权局|示范区管委会}发布《{专利转化运用专项行动方案|知识产权公共服务规范|知识产权纠纷调解指引|专利导航工作指南}》（{Y}年）',
    '{Y}年{专利|商标|地理标志}{申请|保护|运用}政策问答（第{Q}期）',
  ],
  行业资讯: [
    '{Y}年{上半年|前三季度|全年}示范区发明专利授权量同比增长{P}%',
    '{新能源汽车|人工智能|生物医药|新材料|集成电路|低空经济}领域专利布局趋势分析（{Y}年）',
    '{Y}年专利开放许可试点新增许可{N}项',
    '知识产权证券化产品在{西安|深圳|苏州|成都|杭州|武汉}发行，规模{N}亿元',
    '{数据知识产权|专利价值评估|海外知识产权纠纷应对|标准必要专利许可}：{Y}年行业关注热点',
  ],
  通知公告: [
    '关于开展{Y}年度知识产权{示范企业|优势企业|服务品牌机构}申报工作的通知',
    '关于举办{Y}年第{Q}期{专利代理师实务|知识产权管理体系贯标|专利检索分析|专利导航实务}培训班的通知',
    '关于{Y}年第{Q}批知识产权{资助|质押融资贴息}拟支持名单的公示',
    '关于示范区知识产权公共服务窗口{Y}年{春节|国庆|元旦}假期{调整服务时间|线上预约}的公告',
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

function expandWithTokens(rng: Rng, template: string, year: string): string {
  // Tokens are filled before the brace expander sees them, so it never reads them as choices.
  return rng.expand(
    template
      .replace(/\{Y\}/g, year)
      .replace(/\{N\}/g, () => String(rng.int(3, 60)))
      .replace(/\{P\}/g, () => String(rng.int(8, 45)))
      .replace(/\{Q\}/g, () => rng.pick(['一', '二', '三', '四'])),
  );
}

/** How an article opens, by category: who did it, or what it applies to (never the title again). */
const OPENERS: Record<Category, readonly string[]> = {
  园区动态: ['据{S}介绍，此次', '{D}，记者从{S}获悉：', '{S}通报，活动期间', '{D}起，{S}陆续'],
  政策法规: [
    '{S}于{D}印发该文件，明确',
    '文件由{S}起草，{D}发布，提出',
    '据{S}解读，政策',
    '{D}起施行的新规',
  ],
  行业资讯: ['{S}{D}发布的统计显示，', '据{S}统计，', '从{S}汇总的数据看，', '{D}，{S}通报：'],
  通知公告: ['{S}提示：', '有关要求如下：', '{D}起受理，要求：', '请有关单位注意：'],
};

const BODIES: readonly string[] = [
  '本次工作聚焦企业在专利创造、运用和保护中的实际需求，',
  '相关举措围绕产业链创新链深度融合展开，',
  '工作紧扣园区主导产业的知识产权短板，',
  '各项安排以企业反映最集中的问题为出发点，',
];
const MIDDLES: readonly string[] = [
  '整合服务机构、金融机构和高校院所资源，',
  '充分发挥服务中心的枢纽作用，',
  '由专业服务机构提供一对一辅导，',
  '通过线上平台与线下窗口同步受理，',
];
const ENDS: readonly string[] = [
  '推动服务供给与企业需求精准对接。',
  '形成可复制、可推广的经验做法。',
  '让企业少跑腿、快办事。',
  '缩短了企业获得服务的周期。',
];
/** Closing sentences of the opening paragraph. */
const CLOSINGS: readonly string[] = [
  '相关负责人表示，后续将把成熟做法推广到更多园区。',
  '园区企业如有需求，可通过门户网站在线留言或到服务窗口咨询。',
  '有关成效将在年度知识产权发展报告中统一发布。',
  '参与企业普遍反映办事效率明显提高。',
  '这也是示范区今年推出的第{Q}项便企举措。',
  '活动资料已上传至门户网站，供企业下载查阅。',
];
/** Last paragraphs of articles that are not notices. */
const OUTLOOKS: readonly string[] = [
  '示范区将继续深化知识产权领域改革，为创新主体提供更加便利、高效的公共服务。',
  '下一步，服务中心将跟踪企业反馈，及时调整服务内容。',
  '下一阶段工作安排将另行发布。',
  '后续进展将在门户网站“新闻动态”栏目持续更新。',
  '示范区还将联合金融机构和服务机构，推出更多针对中小企业的服务产品。',
  '对工作中发现的问题，服务中心将建立台账，逐项跟踪解决。',
];

/** The summary under the title: the article's opening with its first two points (openers run on). */
function summaryOf(rng: Rng, category: Category, source: string, date: string, points: string[]) {
  const opener = rng.pick(OPENERS[category]).replace('{S}', source).replace('{D}', cnDate(date));
  return `${opener}${points[0]}，${points[1]}。`;
}

function article(rng: Rng, index: number, usedTitles: Set<string>): API.NewsArticle {
  const category = rng.weightedPairs(CATEGORY_WEIGHTS);
  const publishDate = randomDate(rng, '2023-01-03', TODAY);
  const year = publishDate.slice(0, 4);
  let title = expandWithTokens(rng, rng.pick(TITLES[category]), year);
  // The same notice or report never appears twice: draw again until the title is new.
  for (let tries = 0; usedTitles.has(title); tries += 1) {
    if (tries > 500) throw new Error(`news: too few distinct ${category} titles for ${year}`);
    title = expandWithTokens(rng, rng.pick(TITLES[category]), year);
  }
  usedTitles.add(title);
  const source = rng.pick(SOURCES[category]);
  const [h1, h2, h3] = HEADINGS[category];
  const points = rng.sample(POINTS[category], 3).map((p) => expandWithTokens(rng, p, year));
  const summary = summaryOf(rng, category, source, publishDate, points);
  const content = [
    `<p>${summary}${expandWithTokens(rng, rng.pick(CLOSINGS), year)}</p>`,
    `<h3>${h1}</h3>`,
    `<p>${rng.pick(BODIES)}${rng.pick(MIDDLES)}${rng.pick(ENDS)}</p>`,
    `<h3>${h2}</h3>`,
    `<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`,
    `<h3>${h3}</h3>`,
    `<p>${category === '通知公告' ? `请有关单位于${cnDate(addDays(publishDate, 30))}前通过门户网站提交材料。咨询电话：029-8888${rng.digits(4)}。` : rng.pick(OUTLOOKS)}</p>`,
  ].join('');
  return {
    id: `news-${String(index + 1).padStart(4, '0')}`,
    title,
    category,
    source,
    publishDate,
    summary,
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
  const usedTitles = new Set<string>([hostileArticle().title]);
  const list = Array.from({ length: NEWS_COUNT - 1 }, (_, i) => article(rng, i, usedTitles));
  list.push(hostileArticle());
  return list;
}

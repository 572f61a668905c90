import type { ModuleLink } from '.';

/** Entries to every page of each portal module. */
export const MODULE_LINKS: Record<string, ModuleLink[]> = {
  patent: [
    {
      title: '专利检索',
      description: '关键词、申请号或字段表达式检索专利',
      to: '/gxq/patent/search',
    },
    {
      title: '检索结果',
      description: '按类型、法律状态、申请年份筛选与排序',
      to: '/gxq/patent/result',
    },
  ],
  nav: [
    { title: '专利导航', description: '产业、区域、企业与研发专利导航报告', to: '/gxq/nav/pdf' },
    { title: '价值评估', description: '法律、技术、经济三维度专利价值评分', to: '/gxq/nav/value' },
  ],
  finance: [
    { title: '金融首页', description: '知识产权质押融资产品与合作机构', to: '/gxq/finance/index' },
    { title: '金融产品', description: '按类别、额度、期限、利率筛选产品', to: '/gxq/finance/list' },
  ],
  operations: [
    { title: '运营首页', description: '交易市场概况、最新挂牌与需求', to: '/gxq/operations/index' },
    { title: '交易大厅', description: '专利转让、许可与开放许可挂牌', to: '/gxq/operations/list' },
    {
      title: '发布出让',
      description: '登记您要转让或许可的专利',
      to: '/gxq/operations/apply/sell',
    },
    {
      title: '发布需求',
      description: '登记您想购买的专利技术需求',
      to: '/gxq/operations/apply/buy',
    },
  ],
  service: [
    {
      title: '服务首页',
      description: '主营服务、兼职运营服务与推荐机构',
      to: '/gxq/service/index',
    },
    {
      title: '服务机构',
      description: '按成立时间、代理人数、专利总量查找机构',
      to: '/gxq/service/agency/search',
    },
  ],
  news: [
    {
      title: '新闻动态',
      description: '园区动态、政策法规、行业资讯与通知公告',
      to: '/gxq/index/list',
    },
  ],
  account: [
    { title: '登录', description: '使用账号密码登录', to: '/gxq/user/login' },
    { title: '注册', description: '使用手机号注册账号', to: '/gxq/user/register' },
    { title: '找回密码', description: '通过手机验证码重设密码', to: '/gxq/user/forget' },
  ],
};

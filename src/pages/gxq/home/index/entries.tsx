import {
  AuditOutlined,
  BankOutlined,
  CompassOutlined,
  ReadOutlined,
  SearchOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { PORTAL_NAV } from '@/layouts/PortalLayout/nav';

/** What each module offers, keyed by its navigation key (paths and names come from PORTAL_NAV). */
const ABOUT: Record<string, { icon: ReactNode; description: string }> = {
  patent: { icon: <SearchOutlined />, description: '关键词、申请号与字段检索式检索专利' },
  nav: { icon: <CompassOutlined />, description: '产业、区域与企业专利导航报告' },
  value: { icon: <AuditOutlined />, description: '法律、技术、经济三维度价值评估' },
  finance: { icon: <BankOutlined />, description: '知识产权质押融资产品与金融机构' },
  operations: { icon: <SwapOutlined />, description: '专利转让、许可挂牌与技术需求' },
  service: { icon: <TeamOutlined />, description: '专利代理、导航评估等服务机构' },
  news: { icon: <ReadOutlined />, description: '园区动态、政策法规与通知公告' },
};

/** Entry tiles to every portal module except the home page itself. */
export const MODULE_ENTRIES = PORTAL_NAV.filter((item) => item.key !== 'home').map((item) => ({
  key: item.key,
  label: item.label,
  path: item.path,
  icon: ABOUT[item.key]?.icon ?? <CompassOutlined />,
  description: ABOUT[item.key]?.description ?? '',
}));

import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  ControlOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  HomeOutlined,
  IdcardOutlined,
  NotificationOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuIconName } from './names';

// Typed by the names, so a name without an icon (or an icon without a name) fails the type check.
const ICONS: Record<MenuIconName, typeof UserOutlined> = {
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  control: ControlOutlined,
  dashboard: DashboardOutlined,
  filesearch: FileSearchOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  notification: NotificationOutlined,
  read: ReadOutlined,
  safetycertificate: SafetyCertificateOutlined,
  search: SearchOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  star: StarOutlined,
  team: TeamOutlined,
  user: UserOutlined,
};

/** The shell menu's icons, in a chunk of their own (see ./index.tsx). */
export default function NamedIcon({ name }: { name: MenuIconName }) {
  const Icon = ICONS[name];
  return <Icon />;
}

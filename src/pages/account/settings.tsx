import { PageContainer } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Descriptions } from 'antd';

export default function AccountSettingsPage() {
  const { initialState } = useModel('@@initialState');
  const settings = initialState?.settings;
  return (
    <PageContainer title="个人设置">
      <Descriptions bordered column={1}>
        <Descriptions.Item label="界面布局">
          {settings?.layout === 'mix' ? '混合布局' : settings?.layout}
        </Descriptions.Item>
        <Descriptions.Item label="侧边菜单宽度">{settings?.siderWidth}px</Descriptions.Item>
        <Descriptions.Item label="头像菜单">
          {settings?.avatarMenu ? '显示个人中心与个人设置' : '仅显示退出登录'}
        </Descriptions.Item>
      </Descriptions>
    </PageContainer>
  );
}

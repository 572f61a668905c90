import { PageContainer } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Descriptions } from 'antd';

export default function AccountCenterPage() {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  return (
    <PageContainer title="个人中心">
      <Descriptions bordered column={1}>
        <Descriptions.Item label="账号">{user?.account}</Descriptions.Item>
        <Descriptions.Item label="名称">{user?.name || '未设置'}</Descriptions.Item>
        <Descriptions.Item label="手机号码">{user?.mobile || '未绑定'}</Descriptions.Item>
        <Descriptions.Item label="邮箱">{user?.email || '未绑定'}</Descriptions.Item>
      </Descriptions>
    </PageContainer>
  );
}

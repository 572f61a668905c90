import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import useSession from '../../hooks/useSession';
import { errorMessageOf } from '../../requestErrorConfig';
import styles from './index.less';
import { withRedirect } from './useTokenSession';

interface Values {
  account: string;
  password: string;
}

/** Account + password login; on success the session refreshes and the safe `redirect` opens. */
export default function LoginPanel() {
  const { login } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async ({ account, password }: Values) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await login({ type: 'account', account: account.trim(), password });
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      {error && (
        <Alert className={styles.alert} type="error" showIcon message={error} role="alert" />
      )}
      <Form.Item
        name="account"
        label="账号"
        rules={[
          { required: true, whitespace: true, message: '请输入账号' },
          { max: 32, message: '账号不超过 32 个字符' },
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder="账号或手机号" autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        label="密码"
        rules={[
          { required: true, message: '请输入密码' },
          { max: 64, message: '密码不超过 64 个字符' },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
      <div className={styles.links}>
        <Link to={withRedirect('/gxq/user/register')}>注册账号</Link>
        <Link to={withRedirect('/gxq/user/forget')}>忘记密码？</Link>
      </div>
    </Form>
  );
}

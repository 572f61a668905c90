import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import useCountdown from '../../hooks/useCountdown';
import useSession from '../../hooks/useSession';
import { errorMessageOf, retryAfterOf } from '../../utils/requestErrors';
import TextField from '../LightForm/TextField';
import useLightForm from '../LightForm/useLightForm';
import { maxLength, required } from '../LightForm/rules';
import styles from './index.less';
import { PORTAL_REGISTER_PATH } from '../../constants';
import { withRedirect } from '../../utils/navigation';

type Values = { account: string; password: string };

const RULES = {
  account: [required<Values>('请输入账号'), maxLength<Values>(32, '账号不超过 32 个字符')],
  password: [required<Values>('请输入密码'), maxLength<Values>(64, '密码不超过 64 个字符')],
};

/** Account + password login; on success the session refreshes and the safe `redirect` opens. */
export default function LoginPanel() {
  const { login } = useSession();
  const form = useLightForm<Values>({ account: '', password: '' }, RULES);
  const [error, setError] = useState<string>();
  // A login the backend refused for a while (HTTP 429): the account it was, and the wait.
  const [lockedAccount, setLockedAccount] = useState<string>();
  const wait = useCountdown();
  const waiting = wait.left > 0 && form.values.account.trim() === lockedAccount;

  const submit = async ({ account, password }: Values) => {
    setError(undefined);
    try {
      await login({ type: 'account', account: account.trim(), password });
    } catch (failure) {
      setError(errorMessageOf(failure));
      const seconds = retryAfterOf(failure);
      if (seconds) {
        setLockedAccount(account.trim());
        wait.start(seconds);
      }
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      {error && <Alert className={styles.alert} type="error" showIcon title={error} role="alert" />}
      <TextField
        field={form.field('account')}
        label="账号"
        icon={<UserOutlined />}
        placeholder="账号或手机号"
        autoComplete="username"
      />
      <TextField
        field={form.field('password')}
        label="密码"
        type="password"
        icon={<LockOutlined />}
        placeholder="密码"
        autoComplete="current-password"
      />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={form.submitting}
        disabled={waiting}
      >
        {waiting ? `${wait.left}秒后可再试` : '登录'}
      </Button>
      <div className={styles.links}>
        <Link to={withRedirect(PORTAL_REGISTER_PATH)}>注册账号</Link>
        <Link to={withRedirect('/gxq/user/forget')}>忘记密码？</Link>
      </div>
    </form>
  );
}

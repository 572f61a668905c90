import { Link } from '@umijs/max';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { registerOrLogin } from '../../services/auth';
import { errorMessageOf } from '../../utils/requestErrors';
import useLightForm from '../LightForm/useLightForm';
import { smsRules } from '../LightForm/rules';
import { MobileField, SmsCodeField } from './fields';
import useSession from '../../hooks/useSession';
import { PORTAL_REGISTER_PATH } from '../../constants';
import { withRedirect } from '../../utils/navigation';
import styles from './index.less';

type Values = { mobile: string; smsCode: string };

const RULES = smsRules<Values>();

/** 短信验证码登录: mobile + code; on success the session refreshes and the safe `redirect` opens. */
export default function SmsLoginForm() {
  const form = useLightForm<Values>({ mobile: '', smsCode: '' }, RULES);
  const { signInWithToken: signIn } = useSession();
  const [error, setError] = useState<string>();
  const [debugCode, setDebugCode] = useState<string>();

  const submit = async ({ mobile, smsCode }: Values) => {
    setError(undefined);
    try {
      const result = await registerOrLogin(
        { mobile: mobile.trim(), smsCode: smsCode.trim(), scene: 'login' },
        { skipErrorHandler: true },
      );
      await signIn(result.token);
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      {error && <Alert className={styles.alert} type="error" showIcon title={error} role="alert" />}
      <MobileField form={form} />
      <SmsCodeField
        form={form}
        scene="login"
        debugCode={debugCode}
        onSent={(code) => {
          setError(undefined);
          setDebugCode(code);
        }}
        onError={setError}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={form.submitting}>
        登录
      </Button>
      <div className={styles.links}>
        <Link to={withRedirect(PORTAL_REGISTER_PATH)}>注册账号</Link>
        <Link to={withRedirect('/gxq/user/forget')}>忘记密码？</Link>
      </div>
    </form>
  );
}

import { Link } from '@umijs/max';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { registerOrLogin } from '../../services/auth';
import { errorMessageOf } from '../../requestErrorConfig';
import { MobileField, SmsCodeField } from './fields';
import useTokenSession, { withRedirect } from './useTokenSession';
import styles from './index.less';

interface Values {
  mobile: string;
  smsCode: string;
}

/** 短信验证码登录: mobile + code; on success the session refreshes and the safe `redirect` opens. */
export default function SmsLoginForm() {
  const [form] = Form.useForm<Values>();
  const signIn = useTokenSession();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [debugCode, setDebugCode] = useState<string>();

  const submit = async ({ mobile, smsCode }: Values) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const result = await registerOrLogin(
        { mobile: mobile.trim(), smsCode: smsCode.trim(), scene: 'login' },
        { skipErrorHandler: true },
      );
      await signIn(result.token);
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      {error && (
        <Alert className={styles.alert} type="error" showIcon message={error} role="alert" />
      )}
      <MobileField />
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

import { history, Link } from '@umijs/max';
import { Alert, Button, Card, Form } from 'antd';
import { useState } from 'react';
import { MobileField, PasswordFields, SmsCodeField } from '@/components/LoginPanel/fields';
import { withRedirect } from '@/components/LoginPanel/useTokenSession';
import { errorMessageOf } from '@/requestErrorConfig';
import { registerOrLogin } from '@/services/auth';
import { feedback } from '@/utils/feedback';
import styles from './login.less';

interface Values {
  mobile: string;
  smsCode: string;
  password: string;
  confirm: string;
}

/** 找回密码 (/gxq/user/forget): a new password set with an SMS code, then back to login. */
export default function UserForgetPage() {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [debugCode, setDebugCode] = useState<string>();

  const submit = async ({ mobile, smsCode, password }: Values) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await registerOrLogin(
        { mobile: mobile.trim(), smsCode: smsCode.trim(), password, scene: 'forget' },
        { skipErrorHandler: true },
      );
      feedback.success('密码已重设，请使用新密码登录');
      history.replace(withRedirect('/gxq/user/login'));
    } catch (failure) {
      setError(errorMessageOf(failure));
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <Card className={styles.card} title="找回密码">
        <Form<Values>
          form={form}
          layout="vertical"
          size="large"
          onFinish={submit}
          requiredMark={false}
        >
          {error && (
            <Alert className={styles.alert} type="error" showIcon message={error} role="alert" />
          )}
          <MobileField />
          <SmsCodeField
            form={form}
            scene="forget"
            debugCode={debugCode}
            onSent={(code) => {
              setError(undefined);
              setDebugCode(code);
            }}
            onError={setError}
          />
          <PasswordFields label="新密码" />
          <Button type="primary" htmlType="submit" block loading={submitting}>
            重设密码
          </Button>
          <div className={styles.links}>
            <Link to={withRedirect('/gxq/user/login')}>返回登录</Link>
            <Link to={withRedirect('/gxq/user/register')}>注册账号</Link>
          </div>
        </Form>
      </Card>
    </div>
  );
}

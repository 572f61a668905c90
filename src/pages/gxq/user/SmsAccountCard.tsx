import { Alert, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import type { LightForm } from '@/components/LightForm/useLightForm';
import { MobileField, PasswordFields, SmsCodeField } from '@/components/LoginPanel/fields';
import { errorMessageOf } from '@/utils/requestErrors';
import { registerOrLogin } from '@/services/auth';
import AuthCard from './AuthCard';
import styles from './authPages.less';

export interface SmsAccountValues extends Record<string, string> {
  mobile: string;
  smsCode: string;
  password: string;
  confirm: string;
}

interface SmsAccountCardProps<V extends SmsAccountValues> {
  title: string;
  scene: 'register' | 'forget';
  form: LightForm<V>;
  /** Label of the password pair, e.g. 新密码. */
  passwordLabel?: string;
  submitText: string;
  /** What follows a successful registerOrLogin; a throw shows its message above the form. */
  onDone: (result: API.LoginResult) => Promise<void> | void;
  /** Fields after the password (the agreement of registration). */
  children?: ReactNode;
  /** Links under the button (login, register, forgot password). */
  links: ReactNode;
}

/**
 * The card of the SMS-code account forms (registration and password reset): mobile, code with
 * its resend countdown, password and confirmation; the server's refusal is shown with the fields
 * kept.
 */
export default function SmsAccountCard<V extends SmsAccountValues>({
  title,
  scene,
  form,
  passwordLabel,
  submitText,
  onDone,
  children,
  links,
}: SmsAccountCardProps<V>) {
  const [error, setError] = useState<string>();
  const [debugCode, setDebugCode] = useState<string>();

  const submit = async ({ mobile, smsCode, password }: V) => {
    setError(undefined);
    try {
      const result = await registerOrLogin(
        { mobile: mobile.trim(), smsCode: smsCode.trim(), password, scene },
        { skipErrorHandler: true },
      );
      await onDone(result);
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };

  return (
    <AuthCard title={title}>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        {error && (
          <Alert className={styles.alert} type="error" showIcon title={error} role="alert" />
        )}
        <MobileField form={form} />
        <SmsCodeField
          form={form}
          scene={scene}
          debugCode={debugCode}
          onSent={(code) => {
            setError(undefined);
            setDebugCode(code);
          }}
          onError={setError}
        />
        <PasswordFields form={form} label={passwordLabel} />
        {children}
        <Button type="primary" htmlType="submit" size="large" block loading={form.submitting}>
          {submitText}
        </Button>
        <div className={styles.links}>{links}</div>
      </form>
    </AuthCard>
  );
}

import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import TextField from '../LightForm/TextField';
import type { LightForm } from '../LightForm/useLightForm';
import type { SmsScene } from '../SmsCodeButton';
import SmsCodeButton from '../SmsCodeButton';
import DemoCodeNote from '../SmsCodeButton/DemoCodeNote';
import { PASSWORD_RULE_TEXT } from '../../contract/validators';
import styles from './index.less';

type MobileValues = { mobile: string; smsCode: string };
type PasswordValues = { password: string; confirm: string };

/** 手机号: 11 digits starting with 1 and 3-9 (rules: `mobileRules`). */
export function MobileField<V extends MobileValues>({ form }: { form: LightForm<V> }) {
  return (
    <TextField
      field={form.field('mobile')}
      label="手机号"
      help="11位中国大陆手机号码"
      type="tel"
      icon={<MobileOutlined />}
      placeholder="手机号"
      autoComplete="tel"
      inputMode="numeric"
      maxLength={11}
    />
  );
}

interface SmsCodeFieldProps<V extends MobileValues> {
  form: LightForm<V>;
  scene: SmsScene;
  debugCode?: string;
  onSent: (code: string | undefined) => void;
  onError: (message: string) => void;
}

/** 验证码 with its 获取验证码 button; the demo shows the code since no SMS is really sent. */
export function SmsCodeField<V extends MobileValues>({
  form,
  scene,
  debugCode,
  onSent,
  onError,
}: SmsCodeFieldProps<V>) {
  // The code goes to the number in 手机号: a wrong number is shown there and nothing is sent.
  const getMobile = async () => {
    if (!form.validate(['mobile'])) throw new Error('invalid mobile');
    return form.values.mobile.trim();
  };
  return (
    <>
      <TextField
        field={form.field('smsCode')}
        label="验证码"
        help={
          // The backend answers every number alike (it does not say which are registered): the
          // user learns here that only a registered one receives a code to log in or reset with.
          scene === 'login' || scene === 'forget'
            ? '6位数字，5分钟内有效；仅已注册的手机号会收到'
            : '6位数字，5分钟内有效'
        }
        icon={<SafetyOutlined />}
        placeholder="验证码"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        addon={
          <SmsCodeButton
            scene={scene}
            getMobile={getMobile}
            onSent={(result) => onSent(result?.debugCode)}
            onError={onError}
          />
        }
      />
      <DemoCodeNote code={debugCode} className={styles.alert} />
    </>
  );
}

/** 密码 + 确认密码 with the strength rule shown and checked before sending. */
export function PasswordFields<V extends PasswordValues>({
  form,
  label = '密码',
}: {
  form: LightForm<V>;
  label?: string;
}) {
  return (
    <>
      <TextField
        field={form.field('password')}
        label={label}
        help={PASSWORD_RULE_TEXT}
        type="password"
        icon={<LockOutlined />}
        placeholder={label}
        autoComplete="new-password"
        maxLength={64}
      />
      <TextField
        field={form.field('confirm')}
        label="确认密码"
        type="password"
        icon={<LockOutlined />}
        placeholder="再次输入密码"
        autoComplete="new-password"
        maxLength={64}
      />
    </>
  );
}

import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Space } from 'antd';
import type { FormInstance } from 'antd';
import type { SmsScene } from '../SmsCodeButton';
import SmsCodeButton from '../SmsCodeButton';
import { checkPassword, isValidMobile, PASSWORD_RULE_TEXT } from '../../utils/validators';
import styles from './index.less';

/** 手机号: 11 digits starting with 1 and 3-9. */
export function MobileField() {
  return (
    <Form.Item
      name="mobile"
      label="手机号"
      extra="11位中国大陆手机号码"
      rules={[
        { required: true, whitespace: true, message: '请输入手机号码' },
        {
          validator: (_, value: string | undefined) =>
            !value?.trim() || isValidMobile(value.trim())
              ? Promise.resolve()
              : Promise.reject(new Error('请输入正确的手机号码')),
        },
      ]}
    >
      <Input prefix={<MobileOutlined />} placeholder="手机号" autoComplete="tel" maxLength={11} />
    </Form.Item>
  );
}

interface SmsCodeFieldProps {
  form: FormInstance;
  scene: SmsScene;
  debugCode?: string;
  onSent: (code: string | undefined) => void;
  onError: (message: string) => void;
}

/** 验证码 with its 获取验证码 button; the demo shows the code since no SMS is really sent. */
export function SmsCodeField({ form, scene, debugCode, onSent, onError }: SmsCodeFieldProps) {
  const getMobile = async () => {
    const { mobile } = await form.validateFields(['mobile']);
    return String(mobile).trim();
  };
  return (
    <>
      <Form.Item label="验证码" required extra="6位数字，5分钟内有效">
        <Space.Compact block>
          <Form.Item
            name="smsCode"
            noStyle
            rules={[
              { required: true, message: '请输入验证码' },
              { pattern: /^\d{6}$/, message: '请输入6位数字验证码' },
            ]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder="验证码"
              aria-label="验证码"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <SmsCodeButton
            scene={scene}
            getMobile={getMobile}
            onSent={(result) => onSent(result?.debugCode)}
            onError={onError}
          />
        </Space.Compact>
      </Form.Item>
      {debugCode && (
        <Alert
          className={styles.alert}
          type="info"
          showIcon
          message={`演示环境验证码：${debugCode}`}
        />
      )}
    </>
  );
}

/** 密码 + 确认密码 with the strength rule shown and checked before sending. */
export function PasswordFields({ label = '密码' }: { label?: string }) {
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        extra={PASSWORD_RULE_TEXT}
        rules={[
          {
            validator: (_, value) => {
              const problem = checkPassword(value);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={label} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认密码"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入密码' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="再次输入密码"
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}

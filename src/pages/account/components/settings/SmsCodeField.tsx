import { ProForm } from '@ant-design/pro-components';
import { SafetyOutlined } from '@ant-design/icons';
import { Input, Space } from 'antd';
import type { FormInstance } from 'antd';
import SmsCodeButton, { type SmsScene } from '@/components/SmsCodeButton';
import DemoCodeNote from '@/components/SmsCodeButton/DemoCodeNote';
import { smsCodeProblem } from '@/contract/fieldRules';
import { checkRule } from '@/utils/formRules';
import styles from './settingsForms.less';

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
      <ProForm.Item label="验证码" required extra="6位数字，5分钟内有效">
        <Space.Compact block>
          <ProForm.Item
            name="smsCode"
            noStyle
            rules={[checkRule(smsCodeProblem, { required: true })]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder="验证码"
              aria-label="验证码"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </ProForm.Item>
          <SmsCodeButton
            scene={scene}
            getMobile={getMobile}
            onSent={(result) => onSent(result?.debugCode)}
            onError={onError}
          />
        </Space.Compact>
      </ProForm.Item>
      <DemoCodeNote code={debugCode} className={styles.alert} />
    </>
  );
}

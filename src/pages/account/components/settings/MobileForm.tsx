import { ProForm } from '@ant-design/pro-components';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { SmsCodeField } from './SmsCodeField';
import { changeMobile } from '@/services/auth';
import { feedback } from '@/utils/feedback';
import { maskMobile } from '@/utils/format';
import { mobileProblem } from '@/contract/fieldRules';
import { checkRule } from '@/utils/formRules';
import useFormRefusal from '@/hooks/useFormRefusal';
import SettingsForm from './SettingsForm';
import styles from './settingsForms.less';

type Values = API.ChangeMobileParams;
const FIELDS = ['mobile', 'smsCode'] as const;

interface MobileFormProps {
  user: API.CurrentUser;
  onSaved: (user: API.CurrentUser) => void;
}

/** 更换绑定手机: the new number and the code sent to it; login by mobile then uses the new one. */
export default function MobileForm({ user, onSaved }: MobileFormProps) {
  const [form] = Form.useForm<Values>();
  const refusal = useFormRefusal(form, FIELDS);
  const [debugCode, setDebugCode] = useState<string>();

  const send = async ({ mobile, smsCode }: Values) => {
    onSaved(
      await changeMobile(
        { mobile: mobile.trim(), smsCode: smsCode.trim() },
        { skipErrorHandler: true },
      ),
    );
    form.resetFields();
    setDebugCode(undefined);
    feedback.success('绑定手机已更换，请使用新手机号登录');
  };

  return (
    <SettingsForm<Values>
      form={form}
      refusal={refusal}
      submitText="更换手机号"
      onSend={send}
      intro={
        <p className={styles.current}>
          当前绑定手机：<strong>{maskMobile(user.mobile)}</strong>
        </p>
      }
    >
      <ProForm.Item
        name="mobile"
        label="新手机号"
        extra="验证码将发送到新手机号"
        rules={[
          checkRule(
            (value) =>
              mobileProblem(value, '新手机号') ??
              (String(value).trim() === user.mobile ? '新手机号与当前绑定的手机号相同' : null),
            { required: true },
          ),
        ]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" placeholder="请输入" />
      </ProForm.Item>
      <SmsCodeField
        form={form}
        scene="bind"
        debugCode={debugCode}
        onSent={(code) => {
          refusal.clear();
          setDebugCode(code);
        }}
        onError={refusal.setError}
      />
    </SettingsForm>
  );
}

import { ProForm } from '@ant-design/pro-components';
import { Alert, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { changePassword } from '@/services/auth';
import { feedback } from '@/utils/feedback';
import {
  confirmPasswordProblem,
  currentPasswordProblem,
  newPasswordProblem,
  PASSWORD_RULE_TEXT,
} from '@/contract/validators';
import { checkRule, formRule } from '@/utils/formRules';
import useFormRefusal from '@/hooks/useFormRefusal';
import SettingsForm from './SettingsForm';
import styles from './settingsForms.less';

interface Values {
  oldPassword?: string;
  newPassword: string;
  confirm: string;
}
const FIELDS = ['oldPassword', 'newPassword'] as const;

interface PasswordFormProps {
  user: API.CurrentUser;
  onSaved: (user: API.CurrentUser) => void;
}

/**
 * 修改密码: the current password, a new one under the stated rule and its confirmation. Accounts
 * made by SMS login have none yet and set one without the current password.
 */
export default function PasswordForm({ user, onSaved }: PasswordFormProps) {
  const [form] = Form.useForm<Values>();
  const refusal = useFormRefusal(form, FIELDS);
  const [visible, setVisible] = useState(false);
  const hasPassword = user.hasPassword !== false;
  const toggle = { visible, onVisibleChange: setVisible };

  const send = async ({ oldPassword, newPassword }: Values) => {
    onSaved(
      await changePassword(
        { oldPassword: hasPassword ? oldPassword : undefined, newPassword },
        { skipErrorHandler: true },
      ),
    );
    form.resetFields();
    feedback.success(hasPassword ? '密码已修改，下次登录请使用新密码' : '密码已设置');
  };

  return (
    <SettingsForm<Values>
      form={form}
      refusal={refusal}
      submitText={hasPassword ? '修改密码' : '设置密码'}
      onSend={send}
      intro={
        !hasPassword && (
          <Alert
            type="info"
            showIcon
            className={styles.alert}
            title="您的账号通过短信验证码登录创建，尚未设置密码。设置后即可使用账号或手机号加密码登录，无需输入当前密码。"
          />
        )
      }
    >
      {hasPassword && (
        <ProForm.Item
          name="oldPassword"
          label="当前密码"
          rules={[checkRule(currentPasswordProblem, { required: true })]}
        >
          <Input.Password
            autoComplete="current-password"
            visibilityToggle={toggle}
            placeholder="请输入"
          />
        </ProForm.Item>
      )}
      <ProForm.Item
        name="newPassword"
        label="新密码"
        extra={PASSWORD_RULE_TEXT}
        dependencies={['oldPassword']}
        rules={[
          formRule<Values>(
            'newPassword',
            (values) =>
              newPasswordProblem(
                values.newPassword,
                { account: user.account, mobile: user.mobile },
                hasPassword ? values.oldPassword : undefined,
              ),
            { required: true },
          ),
        ]}
      >
        <Input.Password
          autoComplete="new-password"
          visibilityToggle={toggle}
          maxLength={20}
          placeholder="请输入"
        />
      </ProForm.Item>
      <ProForm.Item
        name="confirm"
        label="确认新密码"
        dependencies={['newPassword']}
        rules={[
          formRule<Values>(
            'confirm',
            (values) => confirmPasswordProblem(values.confirm, values.newPassword),
            { required: true },
          ),
        ]}
      >
        <Input.Password
          autoComplete="new-password"
          visibilityToggle={toggle}
          maxLength={20}
          placeholder="请输入"
        />
      </ProForm.Item>
      <div className={styles.showPassword}>
        <Checkbox checked={visible} onChange={(event) => setVisible(event.target.checked)}>
          显示密码
        </Checkbox>
      </div>
    </SettingsForm>
  );
}

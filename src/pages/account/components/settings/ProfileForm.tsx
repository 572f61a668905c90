import { ProForm } from '@ant-design/pro-components';
import { Form, Input } from 'antd';
import { useRef, useState } from 'react';
import EditConflictAlert from '@/components/EditConflictAlert';
import { updateProfile } from '@/services/auth';
import { feedback } from '@/utils/feedback';
import { profileConflictOf } from './profileConflict';
import { emailProblem } from '@/contract/fieldRules';
import { checkNicknameText, reservedNameProblem } from '@/contract/verification';
import useFormRefusal from '@/hooks/useFormRefusal';
import SettingsForm from './SettingsForm';
import { checkRule } from '@/utils/formRules';
import styles from './settingsForms.less';

type Values = Omit<API.UpdateProfileParams, 'version'>;
const FIELDS = ['name', 'email'] as const;

interface ProfileFormProps {
  user: API.CurrentUser;
  onSaved: (user: API.CurrentUser) => void;
}

const valuesOf = (user: API.CurrentUser): Values => ({
  name: user.name ?? '',
  email: user.email ?? '',
});

/**
 * 昵称 and 邮箱; the header shows the new name as soon as it is saved. A save names the version
 * the form was filled from: saved meanwhile elsewhere, it is refused, and the form offers the
 * newer values or to save its own over them, keeping what was typed.
 */
export default function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const [form] = Form.useForm<Values>();
  const refusal = useFormRefusal(form, FIELDS);
  // The version of what the form was filled from, not of the user the page holds now.
  const baseVersion = useRef(user.profileVersion);
  const [newer, setNewer] = useState<API.CurrentUser>();
  // The platform's words are the administrators' only; other units' names the backend checks.
  const nicknameCheck = (value: unknown) =>
    checkNicknameText(value) ?? (user.userType === 'admin' ? null : reservedNameProblem(value));

  const send = async (values: Values) => {
    setNewer(undefined);
    try {
      const saved = await updateProfile(
        {
          name: values.name.trim(),
          email: values.email?.trim() ?? '',
          version: baseVersion.current,
        },
        { skipErrorHandler: true },
      );
      baseVersion.current = saved.profileVersion;
      onSaved(saved);
      form.setFieldsValue(valuesOf(saved));
      feedback.success('基本信息已保存');
    } catch (failure) {
      const conflict = profileConflictOf(failure);
      if (!conflict) throw failure;
      setNewer(conflict.current);
    }
  };

  const conflict = newer && (
    <EditConflictAlert
      className={styles.alert}
      title="未保存：基本信息刚在其他页面或设备上修改过"
      description={`现在的昵称为“${newer.name ?? newer.account}”，邮箱为“${newer.email || '未填写'}”。您填写的内容仍保留在表单中。`}
      onLoadLatest={() => {
        baseVersion.current = newer.profileVersion;
        form.setFieldsValue(valuesOf(newer));
        onSaved(newer);
        setNewer(undefined);
      }}
      onKeepMine={() => {
        baseVersion.current = newer.profileVersion;
        setNewer(undefined);
        form.submit();
      }}
      keepLabel="保存我的填写"
    />
  );

  return (
    <SettingsForm<Values>
      form={form}
      refusal={refusal}
      submitText="保存"
      initialValues={valuesOf(user)}
      onSend={send}
      intro={conflict}
    >
      <ProForm.Item
        name="name"
        label="昵称"
        extra={
          user.userType === 'admin'
            ? '2-20个字符，显示在页头与个人中心'
            : '2-20个字符，显示在页头与个人中心；不能含“平台”“管理员”等字样或其他单位的名称'
        }
        rules={[checkRule(nicknameCheck, { required: true })]}
      >
        <Input maxLength={20} autoComplete="nickname" placeholder="请输入" />
      </ProForm.Item>
      <ProForm.Item
        name="email"
        label="邮箱（选填）"
        rules={[checkRule((value) => emailProblem(value))]}
      >
        <Input maxLength={64} autoComplete="email" inputMode="email" placeholder="请输入" />
      </ProForm.Item>
    </SettingsForm>
  );
}

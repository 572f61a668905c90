import { ProForm } from '@ant-design/pro-components';
import { Form, Input } from 'antd';
import { updateProfile } from '@/services/auth';
import { feedback } from '@/utils/feedback';
import { emailProblem } from '@/contract/fieldRules';
import { checkNicknameText } from '@/contract/verification';
import useFormRefusal from '@/hooks/useFormRefusal';
import SettingsForm from './SettingsForm';
import { checkRule } from '@/utils/formRules';

type Values = API.UpdateProfileParams;
const FIELDS = ['name', 'email'] as const;

interface ProfileFormProps {
  user: API.CurrentUser;
  onSaved: (user: API.CurrentUser) => void;
}

/** 昵称 and 邮箱; the header shows the new name as soon as it is saved. */
export default function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const [form] = Form.useForm<Values>();
  const refusal = useFormRefusal(form, FIELDS);

  const send = async (values: Values) => {
    const saved = await updateProfile(
      { name: values.name.trim(), email: values.email?.trim() ?? '' },
      { skipErrorHandler: true },
    );
    onSaved(saved);
    form.setFieldsValue({ name: saved.name, email: saved.email ?? '' });
    feedback.success('基本信息已保存');
  };

  return (
    <SettingsForm<Values>
      form={form}
      refusal={refusal}
      submitText="保存"
      initialValues={{ name: user.name ?? '', email: user.email ?? '' }}
      onSend={send}
    >
      <ProForm.Item
        name="name"
        label="昵称"
        extra="2-20个字符，显示在页头与个人中心"
        rules={[checkRule(checkNicknameText, { required: true })]}
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

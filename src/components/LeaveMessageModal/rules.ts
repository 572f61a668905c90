import type { Rule } from 'antd/es/form';
import { isValidEmail, isValidMobile } from '../../contract/validators';
import { visibleTextRule } from '../../utils/formRules';

export const MESSAGE_LIMITS = { name: [2, 20], content: [10, 500] } as const;

export const leaveMessageRules: Record<'name' | 'mobile' | 'email' | 'content', Rule[]> = {
  name: [
    { required: true, whitespace: true, message: '请输入您的姓名' },
    { min: 2, max: 20, message: '姓名长度为 2-20 个字符' },
    visibleTextRule('姓名'),
  ],
  mobile: [
    { required: true, message: '请输入手机号码' },
    {
      validator: (_, value?: string) =>
        !value || isValidMobile(value)
          ? Promise.resolve()
          : Promise.reject(new Error('请输入正确的 11 位手机号码')),
    },
  ],
  email: [
    {
      validator: (_, value?: string) =>
        !value || isValidEmail(value)
          ? Promise.resolve()
          : Promise.reject(new Error('邮箱格式不正确')),
    },
  ],
  content: [
    { required: true, whitespace: true, message: '请输入留言内容' },
    { min: 10, max: 500, message: '留言内容为 10-500 个字' },
    visibleTextRule('留言内容'),
  ],
};

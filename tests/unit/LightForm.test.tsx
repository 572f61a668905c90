import { fireEvent, render, screen } from '@testing-library/react';
import TextField from '@/components/LightForm/TextField';
import useLightForm from '@/components/LightForm/useLightForm';
import { newPasswordRules, required, smsRules } from '@/components/LightForm/rules';

type Values = { mobile: string; smsCode: string; password: string; confirm: string };

const RULES = { ...smsRules<Values>(), ...newPasswordRules<Values>() };

function ResetForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useLightForm<Values>({ mobile: '', smsCode: '', password: '', confirm: '' }, RULES);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <TextField field={form.field('mobile')} label="手机号" help="11位中国大陆手机号码" />
      <TextField field={form.field('smsCode')} label="验证码" />
      <TextField field={form.field('password')} label="新密码" type="password" />
      <TextField field={form.field('confirm')} label="确认密码" type="password" />
      <button type="submit">重设密码</button>
    </form>
  );
}

function renderForm() {
  const onSubmit = jest.fn();
  render(<ResetForm onSubmit={onSubmit} />);
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '重设密码' }));
  return { onSubmit, type, submit };
}

describe('LightForm', () => {
  it('sends nothing while a field fails, shows each message at its field and focuses the first', () => {
    const { onSubmit, type, submit } = renderForm();
    type('手机号', '12345');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const mobile = screen.getByLabelText('手机号');
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription('请输入正确的11位手机号码 11位中国大陆手机号码');
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码');
    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription('请输入密码');
    expect(screen.getByLabelText('确认密码')).toHaveAccessibleDescription('请再次输入密码');
  });

  it('clears a message as soon as the value is fixed, and re-checks the confirmation', () => {
    const { type, submit } = renderForm();
    submit();
    type('手机号', '13800000001');
    expect(screen.getByLabelText('手机号')).not.toHaveAttribute('aria-invalid');
    type('新密码', 'Lake7river');
    type('确认密码', 'abc12346');
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    type('新密码', 'abc12346');
    expect(screen.queryByText('两次输入的密码不一致')).toBeNull();
  });

  it('checks a field as it is typed in, and says nothing before the user types', () => {
    renderForm();
    const code = screen.getByLabelText('验证码');
    fireEvent.blur(code);
    expect(code).not.toHaveAttribute('aria-invalid');
    fireEvent.change(code, { target: { value: '12ab' } });
    expect(code).toHaveAccessibleDescription('请输入6位数字验证码');
    fireEvent.change(code, { target: { value: '' } });
    expect(code).toHaveAccessibleDescription('请输入验证码');
  });

  it('hands over the values once every field passes, typed text kept as it is', () => {
    const { onSubmit, type, submit } = renderForm();
    type('手机号', '13800000001');
    type('验证码', '123456');
    type('新密码', 'Lake7river');
    type('确认密码', 'Lake7river');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      mobile: '13800000001',
      smsCode: '123456',
      password: 'Lake7river',
      confirm: 'Lake7river',
    });
  });

  it('refuses a common password, or one containing the mobile number, at the field', () => {
    const { onSubmit, type, submit } = renderForm();
    type('手机号', '13912345678');
    type('验证码', '123456');
    type('新密码', 'Password1');
    type('确认密码', 'Password1');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription(
      '密码过于常见，请换一个更难猜的密码',
    );
    type('新密码', 'x13912345678');
    type('确认密码', 'x13912345678');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription('密码不能包含账号或手机号');
  });

  it('lets a password be shown and hidden again with a named toggle', () => {
    renderForm();
    const password = screen.getByLabelText('新密码');
    expect(password).toHaveAttribute('type', 'password');
    const [toggle] = screen.getAllByRole('button', { name: '显示密码' });
    fireEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '隐藏密码' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('marks a field with rules as required and a whitespace-only value as missing', () => {
    function One() {
      const form = useLightForm({ name: '' }, { name: [required('请输入名称')] });
      return (
        <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
          <TextField field={form.field('name')} label="名称" />
          <button type="submit">提交</button>
        </form>
      );
    }
    render(<One />);
    const name = screen.getByLabelText('名称');
    expect(name).toHaveAttribute('aria-required', 'true');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入名称');
  });
});

import { mobileProblem, smsCodeProblem } from '../../contract/fieldRules';
import { checkPassword } from '../../contract/validators';
import type { Rule } from './useLightForm';

/** The rules of the account forms, with the messages users see at the field. */
export const required =
  <V>(message: string): Rule<V> =>
  (value) =>
    value.trim() ? undefined : message;

export const maxLength =
  <V>(max: number, message: string): Rule<V> =>
  (value) =>
    value.length > max ? message : undefined;

/** A new password: the shared rule, with the form's mobile number as its owner's (registration
 * and reset: the number is the account or belongs to it). */
export const password =
  <V>(): Rule<V> =>
  (value, values) => {
    const mobile = (values as { mobile?: unknown }).mobile;
    return (
      checkPassword(value, {
        mobile: typeof mobile === 'string' ? mobile : undefined,
      }) || undefined
    );
  };

/** 确认密码 equals the field named `other`. */
export const sameAs =
  <V extends Record<string, string>>(other: keyof V, message: string): Rule<V> =>
  (value, values) =>
    !value || value === values[other] ? undefined : message;

/** A rule from a check that answers null when the value is fine (contract/tradeForm). */
export const fromCheck =
  <V, T = string>(check: (value: T, values: V) => string | null): Rule<V, T> =>
  (value, values) =>
    check(value, values) ?? undefined;

/** 手机号 and 验证码 of the SMS forms, by the shared rules (src/contract/fieldRules.ts). */
export const smsRules = <V extends { mobile: string; smsCode: string }>() => ({
  mobile: [fromCheck<V>((value: string) => mobileProblem(value))],
  smsCode: [fromCheck<V>((value: string) => smsCodeProblem(value))],
});

/** 密码 and 确认密码 of registration and password reset. */
export const newPasswordRules = <V extends { password: string; confirm: string }>() => ({
  password: [password<V>()],
  confirm: [required<V>('请再次输入密码'), sameAs<V>('password', '两次输入的密码不一致')],
});

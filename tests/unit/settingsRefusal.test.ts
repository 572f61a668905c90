import { refusalOf } from '@/utils/refusal';
import { BizError } from '@/utils/requestErrors';

const refused = (errorMessage: string, data: unknown = null) =>
  new BizError({ success: false, errorCode: 'BAD_REQUEST', errorMessage, showType: 2, data });

describe('where a settings form shows a refusal', () => {
  it('at the field the backend names, when the form has it', () => {
    expect(
      refusalOf(refused('当前密码不正确', { field: 'oldPassword' }), [
        'oldPassword',
        'newPassword',
      ]),
    ).toEqual({ field: 'oldPassword', message: '当前密码不正确' });
  });

  it('above the form otherwise', () => {
    expect(refusalOf(refused('请求内容格式不正确'), ['name'])).toEqual({
      message: '请求内容格式不正确',
    });
    expect(refusalOf(refused('x', { field: 'other' }), ['name'])).toEqual({ message: 'x' });
    expect(refusalOf({ request: {}, message: 'Network Error' }, ['name']).message).toMatch(/.+/);
  });
});

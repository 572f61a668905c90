/** @jest-environment node */
import { getCurrent, getSmsCode, login, registerOrLogin } from '../../mock/_lib/handlers/auth';
import {
  avatarFile,
  changeMobile,
  changePassword,
  removeAvatar,
  sniffImageType,
  updateProfile,
  uploadAvatar,
} from '../../mock/_lib/handlers/profile';
import { resetCodes } from '../../mock/_lib/sms';
import { resetLimits } from '../../mock/_lib/limits';
import { createUser, resetUsers } from '../../mock/_lib/users';
import { authHeader, call, callFile } from './helpers';

// A 1×1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_URL = `data:image/png;base64,${PNG}`;

// The tests read the codes the way a demo page does (IPR_DEMO_MODE, mock/_lib/sms.ts).
beforeEach(() => {
  resetUsers();
  resetCodes();
  resetLimits();
  process.env.IPR_DEMO_MODE = '1';
});
afterEach(() => {
  delete process.env.IPR_DEMO_MODE;
});

const as = (account: string) => ({ headers: authHeader(account) });

function loginWorks(account: string, password: string): boolean {
  return call(login, { body: { type: 'account', account, password } }).body.success;
}

/** Registers a user by SMS code, as the register page does; the mobile is the account. */
function register(mobile: string, password: string): string {
  const code = call(getSmsCode, { query: { mobile, scene: 'register' } }).body.data.debugCode;
  const sent = call(registerOrLogin, {
    body: { mobile, smsCode: code, password, scene: 'register' },
  });
  expect(sent.body.success).toBe(true);
  return sent.body.data.account;
}

describe('every settings call needs a session', () => {
  it.each([
    ['updateProfile', updateProfile, { name: '张三' }],
    ['uploadAvatar', uploadAvatar, { dataUrl: PNG_URL }],
    ['removeAvatar', removeAvatar, {}],
    ['changePassword', changePassword, { oldPassword: 'Demo@2026', newPassword: 'Next2026a' }],
    ['changeMobile', changeMobile, { mobile: '13912340000', smsCode: '123456' }],
  ])('%s answers HTTP 401 without one', (_, handler, body) => {
    const sent = call(handler, { body });
    expect(sent.status).toBe(401);
    expect(sent.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED', showType: 9 });
    const forged = call(handler, { body, headers: { authorization: 'Bearer x.y' } });
    expect(forged.status).toBe(401);
  });

  it('sends no code for binding without one', () => {
    const sent = call(getSmsCode, { query: { mobile: '13912340000', scene: 'bind' } });
    expect(sent.status).toBe(401);
  });
});

/** The profileVersion a form filled now would send. */
const profileVersion = (account: string): number =>
  call(getCurrent, as(account)).body.data.profileVersion;

describe('profile', () => {
  it('stores name and email and shows them in getCurrent', () => {
    const sent = call(updateProfile, {
      ...as('demo'),
      body: { name: '  新名字 ', email: 'new@example.cn', version: profileVersion('demo') },
    });
    expect(sent.body).toMatchObject({
      success: true,
      data: { account: 'demo', name: '新名字', email: 'new@example.cn' },
    });
    expect(call(getCurrent, as('demo')).body.data).toMatchObject({
      name: '新名字',
      email: 'new@example.cn',
    });
    // A blank email removes it.
    const cleared = call(updateProfile, {
      ...as('demo'),
      body: { name: '新名字', email: '', version: profileVersion('demo') },
    });
    expect(cleared.body.data.email).toBeUndefined();
  });

  it('refuses a save based on an older version, answering 基本信息 as they are now', () => {
    expect(profileVersion('demo')).toBe(1);
    // Two windows filled from version 1; the first saves.
    const first = call(updateProfile, {
      ...as('demo'),
      body: { name: '第一个窗口', email: 'one@example.cn', version: 1 },
    });
    expect(first.body.data).toMatchObject({ name: '第一个窗口', profileVersion: 2 });
    const second = call(updateProfile, {
      ...as('demo'),
      body: { name: '第二个窗口', email: '', version: 1 },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      success: false,
      errorCode: 'VERSION_CONFLICT',
      errorMessage: '基本信息已在其他页面或设备上修改，请确认最新内容后再保存',
      showType: 2,
      data: {
        currentVersion: 2,
        current: {
          account: 'demo',
          name: '第一个窗口',
          email: 'one@example.cn',
          profileVersion: 2,
        },
      },
    });
    expect(call(getCurrent, as('demo')).body.data).toMatchObject({
      name: '第一个窗口',
      email: 'one@example.cn',
    });
    // Saved again on the version it was shown, it goes through.
    const again = call(updateProfile, {
      ...as('demo'),
      body: { name: '第二个窗口', email: '', version: 2 },
    });
    expect(again.body.data).toMatchObject({ name: '第二个窗口', profileVersion: 3 });
    // Without a version nothing is saved.
    for (const version of [undefined, 0, 1.5, '3'])
      expect(
        call(updateProfile, { ...as('demo'), body: { name: '没有版本', version } }).body,
      ).toMatchObject({ success: false, data: { field: 'version' } });
    expect(call(getCurrent, as('demo')).body.data.name).toBe('第二个窗口');
  });

  it('refuses a short, long or missing name and a bad email, naming the field', () => {
    const refusal = (body: unknown) =>
      call(updateProfile, {
        ...as('demo'),
        body: typeof body === 'object' ? { version: profileVersion('demo'), ...body } : body,
      }).body;
    expect(refusal({ name: '张' })).toEqual({
      success: false,
      data: { field: 'name' },
      errorCode: 'BAD_REQUEST',
      errorMessage: '昵称长度应为2-20个字符',
      showType: 2,
    });
    expect(refusal({ name: 'x'.repeat(21) }).errorMessage).toBe('昵称长度应为2-20个字符');
    expect(refusal({ email: 'a@b.cn' })).toMatchObject({
      data: { field: 'name' },
      errorMessage: '请填写昵称',
    });
    expect(refusal({ name: '张三', email: 'not-an-email' })).toMatchObject({
      data: { field: 'email' },
      errorMessage: '请输入正确的邮箱地址',
    });
    expect(refusal({ name: '张三', email: 42 }).data).toEqual({ field: 'email' });
    expect(refusal('name=张三').errorMessage).toBe('请求内容格式不正确');
    // Nothing was changed by the refusals.
    expect(call(getCurrent, as('demo')).body.data.name).toBe('演示用户');
  });

  it('has the member-since date: fixed for the demo accounts, now for new users', () => {
    expect(call(getCurrent, as('demo')).body.data.createdAt).toBe('2025-03-18T01:30:00.000Z');
    expect(call(getCurrent, as('admin')).body.data.createdAt).toMatch(/^2025-/);
    const before = Date.now();
    const account = register('13911112222', 'Harbor2026x');
    const createdAt = Date.parse(call(getCurrent, as(account)).body.data.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
  });
});

describe('avatar', () => {
  it('knows PNG, JPEG and WebP by their bytes', () => {
    expect(sniffImageType(Buffer.from(PNG, 'base64'))).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('stores an upload, points headerUrl at it and serves it back', () => {
    const sent = call(uploadAvatar, { ...as('demo'), body: { dataUrl: PNG_URL } });
    expect(sent.body.success).toBe(true);
    const url: string = sent.body.data.headerUrl;
    expect(url).toBe('/api/avatar?account=demo&v=1');
    expect(call(getCurrent, as('demo')).body.data.headerUrl).toBe(url);

    const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
    // The image needs no session: <img> sends no Authorization header.
    const file = callFile(avatarFile, { query });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toMatch(/immutable/);
    expect(file.file?.equals(Buffer.from(PNG, 'base64'))).toBe(true);

    // A new upload is a new URL; the old one is gone, so no cache can show the old image.
    const next = call(uploadAvatar, { ...as('demo'), body: { dataUrl: PNG_URL } });
    expect(next.body.data.headerUrl).toBe('/api/avatar?account=demo&v=2');
    expect(callFile(avatarFile, { query }).status).toBe(404);
    expect(callFile(avatarFile, { query: { account: 'demo', v: '2' } }).status).toBe(200);
  });

  it('removes the avatar: back to the default, and the old URL is gone', () => {
    call(uploadAvatar, { ...as('demo'), body: { dataUrl: PNG_URL } });
    const removed = call(removeAvatar, { ...as('demo'), body: {} });
    expect(removed.body.success).toBe(true);
    expect(removed.body.data.headerUrl).toBeUndefined();
    expect(call(getCurrent, as('demo')).body.data.headerUrl).toBeUndefined();
    const gone = callFile(avatarFile, { query: { account: 'demo', v: '1' } });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, errorCode: 'FILE_NOT_FOUND' });
    expect(callFile(avatarFile, { query: { account: 'nobody', v: '1' } }).status).toBe(404);
  });

  it('refuses what is not a small PNG, JPEG or WebP image', () => {
    const refusal = (dataUrl: unknown) =>
      call(uploadAvatar, { ...as('demo'), body: { dataUrl } }).body;
    expect(refusal(undefined)).toMatchObject({
      success: false,
      errorMessage: '请选择头像图片',
      showType: 2,
    });
    expect(refusal('http://example.com/a.png').errorMessage).toBe('头像图片格式不正确');
    expect(refusal(`data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`)).toEqual(
      expect.objectContaining({ errorMessage: '头像仅支持 PNG、JPG、WebP 格式的图片' }),
    );
    // Claims to be a PNG but is text.
    expect(refusal(`data:image/png;base64,${Buffer.from('hello').toString('base64')}`)).toEqual(
      expect.objectContaining({ errorMessage: '图片内容与格式不符，请重新选择' }),
    );
    // A JPEG sent as a PNG.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]).toString('base64');
    expect(refusal(`data:image/png;base64,${jpeg}`).errorMessage).toBe(
      '图片内容与格式不符，请重新选择',
    );
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(2 * 1024 * 1024)]);
    expect(refusal(`data:image/png;base64,${big.toString('base64')}`).errorMessage).toBe(
      '图片不能超过 2 MB',
    );
    expect(call(getCurrent, as('demo')).body.data.headerUrl).toBeUndefined();
  });
});

describe('password', () => {
  it('changes it: the old one no longer logs in, the new one does', () => {
    const sent = call(changePassword, {
      ...as('demo'),
      body: { oldPassword: 'Demo@2026', newPassword: 'Fresh2026x' },
    });
    expect(sent.body).toMatchObject({
      success: true,
      data: { account: 'demo', hasPassword: true },
    });
    expect(loginWorks('demo', 'Demo@2026')).toBe(false);
    expect(loginWorks('demo', 'Fresh2026x')).toBe(true);
    // The mobile number logs in with the new password too.
    expect(loginWorks('13800000001', 'Fresh2026x')).toBe(true);
  });

  it('refuses a wrong or missing current password at that field', () => {
    const refusal = (body: unknown) => call(changePassword, { ...as('demo'), body }).body;
    expect(refusal({ oldPassword: 'Wrong2026', newPassword: 'Fresh2026x' })).toEqual({
      success: false,
      data: { field: 'oldPassword' },
      errorCode: 'BAD_REQUEST',
      errorMessage: '当前密码不正确',
      showType: 2,
    });
    expect(refusal({ newPassword: 'Fresh2026x' })).toMatchObject({
      data: { field: 'oldPassword' },
      errorMessage: '请输入当前密码',
    });
    expect(loginWorks('demo', 'Demo@2026')).toBe(true);
  });

  it('checks the new password against the rule and against the current one', () => {
    const refusal = (newPassword: unknown) =>
      call(changePassword, { ...as('demo'), body: { oldPassword: 'Demo@2026', newPassword } }).body;
    expect(refusal('short1')).toMatchObject({
      data: { field: 'newPassword' },
      errorMessage: '密码长度应为8-20位',
    });
    expect(refusal('onlyletters').errorMessage).toBe('密码须同时包含字母和数字');
    expect(refusal('has space 1').errorMessage).toBe('密码不能含空格');
    expect(refusal(undefined).errorMessage).toBe('请输入新密码');
    // Common passwords, and ones containing the mobile number, are refused at the field.
    for (const weak of ['password1', 'Abcd1234', 'QWERTY123'])
      expect(refusal(weak)).toMatchObject({
        data: { field: 'newPassword' },
        errorMessage: '密码过于常见，请换一个更难猜的密码',
      });
    expect(refusal('Me13800000001')).toMatchObject({
      data: { field: 'newPassword' },
      errorMessage: '密码不能包含账号或手机号',
    });
    expect(refusal('Demo@2026')).toMatchObject({
      data: { field: 'newPassword' },
      errorMessage: '新密码不能与当前密码相同',
    });
    expect(loginWorks('demo', 'Demo@2026')).toBe(true);
  });

  it('lets an account without a password set one without a current password', () => {
    // What SMS login leaves for a new number: an account with an empty password.
    const fresh = createUser('13933334444', '');
    expect(call(getCurrent, as(fresh.account)).body.data.hasPassword).toBe(false);
    expect(loginWorks(fresh.account, '')).toBe(false);
    const set = call(changePassword, { ...as(fresh.account), body: { newPassword: 'First2026a' } });
    expect(set.body).toMatchObject({ success: true, data: { hasPassword: true } });
    expect(loginWorks(fresh.account, 'First2026a')).toBe(true);
    // From then on the current password is asked for, in the session that set it (its new token).
    const session = { headers: { authorization: set.headers['x-renewed-token'] } };
    expect(
      call(changePassword, { ...session, body: { newPassword: 'Second2026a' } }).body.errorMessage,
    ).toBe('请输入当前密码');
  });
});

describe('mobile', () => {
  function bindCode(account: string, mobile: string) {
    return call(getSmsCode, { ...as(account), query: { mobile, scene: 'bind' } });
  }

  it('binds a new number: login by the new mobile works, the old one finds nothing', () => {
    const code = bindCode('demo', '13955556666').body.data.debugCode;
    expect(code).toMatch(/^\d{6}$/);
    const sent = call(changeMobile, {
      ...as('demo'),
      body: { mobile: '13955556666', smsCode: code },
    });
    expect(sent.body).toMatchObject({
      success: true,
      data: { account: 'demo', mobile: '13955556666' },
    });
    expect(call(getCurrent, as('demo')).body.data.mobile).toBe('13955556666');

    expect(loginWorks('13955556666', 'Demo@2026')).toBe(true);
    expect(loginWorks('13800000001', 'Demo@2026')).toBe(false);
    const loginCode = call(getSmsCode, { query: { mobile: '13955556666', scene: 'login' } }).body
      .data.debugCode;
    expect(
      call(login, { body: { type: 'mobile', mobile: '13955556666', smsCode: loginCode } }).body.data
        .account,
    ).toBe('demo');
    // The old number has no account now: a login code for it is answered as any, and never works.
    const oldCode = call(getSmsCode, { query: { mobile: '13800000001', scene: 'login' } }).body;
    expect(oldCode).toMatchObject({ success: true, data: { resendAfter: 60 } });
    expect(
      call(login, {
        body: { type: 'mobile', mobile: '13800000001', smsCode: oldCode.data.debugCode },
      }).body.errorMessage,
    ).toBe('验证码错误或已失效');
  });

  it('refuses the current number, another account’s number and a bad number', () => {
    expect(bindCode('demo', '13800000001').body).toMatchObject({
      success: false,
      data: { field: 'mobile' },
      errorMessage: '新手机号与当前绑定的手机号相同',
    });
    expect(bindCode('demo', '13800000002').body.errorMessage).toBe('该手机号已被其他账号使用');
    expect(bindCode('demo', '12345').body.errorMessage).toBe('请输入正确的11位手机号码');
    expect(
      call(changeMobile, { ...as('demo'), body: { mobile: '13800000002', smsCode: '123456' } })
        .body,
    ).toMatchObject({ data: { field: 'mobile' }, errorMessage: '该手机号已被其他账号使用' });
    expect(
      call(changeMobile, { ...as('demo'), body: { mobile: '', smsCode: '123456' } }).body,
    ).toMatchObject({ data: { field: 'mobile' }, errorMessage: '请输入手机号码' });
  });

  it('needs the code sent for binding to that number', () => {
    expect(
      call(changeMobile, { ...as('demo'), body: { mobile: '13955556666', smsCode: '12' } }).body,
    ).toMatchObject({ data: { field: 'smsCode' }, errorMessage: '请输入6位数字验证码' });
    const code = bindCode('demo', '13955556666').body.data.debugCode;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      call(changeMobile, { ...as('demo'), body: { mobile: '13955556666', smsCode: wrong } }).body,
    ).toMatchObject({ data: { field: 'smsCode' }, errorMessage: '验证码错误或已失效' });
    // A login code for a registered number does not bind it elsewhere.
    const loginCode = call(getSmsCode, { query: { mobile: '13800000002', scene: 'login' } }).body
      .data.debugCode;
    expect(
      call(changeMobile, { ...as('demo'), body: { mobile: '13800000002', smsCode: loginCode } })
        .body.success,
    ).toBe(false);
    expect(call(getCurrent, as('demo')).body.data.mobile).toBe('13800000001');
  });

  it('keeps a number that is still an account name from being taken by someone else', () => {
    const account = register('13966667777', 'Harbor2026x');
    const code = bindCode(account, '13966668888').body.data.debugCode;
    expect(
      call(changeMobile, { ...as(account), body: { mobile: '13966668888', smsCode: code } }).body
        .success,
    ).toBe(true);
    // The old number is the account's name: nobody may register or bind it.
    const again = call(getSmsCode, { query: { mobile: '13966667777', scene: 'register' } }).body;
    expect(again.success).toBe(true);
    expect(
      call(registerOrLogin, {
        body: {
          mobile: '13966667777',
          smsCode: again.data.debugCode,
          password: 'Other2026x',
          scene: 'register',
        },
      }).body.errorMessage,
    ).toBe('该手机号已注册，不能再次注册，请直接登录或找回密码');
    expect(bindCode('demo', '13966667777').body.errorMessage).toBe('该手机号已被其他账号使用');
    expect(loginWorks('13966667777', 'Harbor2026x')).toBe(true);
    expect(loginWorks('13966668888', 'Harbor2026x')).toBe(true);
  });
});

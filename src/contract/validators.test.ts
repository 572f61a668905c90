import {
  hiddenCharacterProblem,
  applicationNumberCheckChar,
  applicationNumberType,
  checkPassword,
  creditCodeCheckChar,
  describeApplicationNumberError,
  describeCreditCodeError,
  formatApplicationNumber,
  isValidApplicationNumber,
  isValidCreditCode,
  isValidEmail,
  isValidLandline,
  isValidMobile,
  normalizeApplicationNumber,
  PASSWORD_RULE_TEXT,
} from './validators';

describe('unified social credit code', () => {
  it('accepts the reference example', () => {
    expect(isValidCreditCode('91110000600037341L')).toBe(true);
    expect(creditCodeCheckChar('91110000600037341')).toBe('L');
    expect(describeCreditCodeError('91110000600037341L')).toBeNull();
  });

  it('rejects a wrong check character', () => {
    expect(isValidCreditCode('91110000600037341M')).toBe(false);
    expect(describeCreditCodeError('91110000600037341M')).toBe('统一社会信用代码校验位不正确');
  });

  it('rejects wrong lengths', () => {
    expect(describeCreditCodeError('91110000600037341')).toBe('统一社会信用代码长度应为18位');
    expect(describeCreditCodeError('91110000600037341LL')).toBe('统一社会信用代码长度应为18位');
    expect(describeCreditCodeError('')).toBe('请输入统一社会信用代码');
    expect(describeCreditCodeError(undefined)).toBe('请输入统一社会信用代码');
  });

  it('rejects characters outside the GB 32100 charset', () => {
    for (const bad of ['I', 'O', 'Z', 'S', 'V', 'a', '-']) {
      const code = `9111000060003734${bad}L`;
      expect(describeCreditCodeError(code)).toBe('统一社会信用代码含有非法字符');
    }
    expect(creditCodeCheckChar('9111000060003734I')).toBeNull();
    expect(creditCodeCheckChar('short')).toBeNull();
  });

  it('computes a check character that always validates', () => {
    const bodies = ['91610131MA6TXB2K3', '12100000400000624', '91440300MA5F00000'];
    for (const body of bodies) {
      const check = creditCodeCheckChar(body);
      expect(check).not.toBeNull();
      expect(isValidCreditCode(body + check)).toBe(true);
    }
  });

  it('yields check values spanning letters, including Y for value 30', () => {
    // Find a body whose check value is the last charset symbol.
    let found = '';
    for (let n = 0; n < 1000 && !found; n += 1) {
      const body = `9161013100000${String(n).padStart(4, '0')}`;
      if (creditCodeCheckChar(body) === 'Y') found = body;
    }
    expect(found).not.toBe('');
  });
});

describe('patent application number', () => {
  const valid = ['201710601862.3', '201080063196.9', '201710117081.7', '95115608.X', '97101765.4'];

  it.each(valid)('accepts %s', (num) => {
    expect(isValidApplicationNumber(num)).toBe(true);
    expect(describeApplicationNumberError(num)).toBeNull();
  });

  it('computes the check characters of the examples', () => {
    expect(applicationNumberCheckChar('201710601862')).toBe('3');
    expect(applicationNumberCheckChar('201080063196')).toBe('9');
    expect(applicationNumberCheckChar('95115608')).toBe('X');
    expect(applicationNumberCheckChar('97101765')).toBe('4');
    expect(applicationNumberCheckChar('2017106018')).toBeNull();
    expect(applicationNumberCheckChar('20171060186A')).toBeNull();
  });

  it('normalises prefixes, spaces, the dot and a lower-case x', () => {
    expect(normalizeApplicationNumber('CN201710601862.3')).toBe('2017106018623');
    expect(normalizeApplicationNumber('ZL 2017 1060 1862.3')).toBe('2017106018623');
    expect(normalizeApplicationNumber('zl95115608.x')).toBe('95115608X');
    expect(normalizeApplicationNumber(42)).toBe('');
    expect(isValidApplicationNumber('ZL201710601862.3')).toBe(true);
    expect(isValidApplicationNumber('CN 201710117081.7')).toBe(true);
    expect(isValidApplicationNumber('95115608.x')).toBe(true);
    expect(isValidApplicationNumber('2017106018623')).toBe(true);
  });

  it('rejects wrong check characters', () => {
    expect(isValidApplicationNumber('201710601862.4')).toBe(false);
    expect(isValidApplicationNumber('95115608.1')).toBe(false);
    expect(describeApplicationNumberError('201710601862.4')).toBe('专利申请号校验位不正确');
  });

  it('rejects wrong lengths and illegal characters', () => {
    expect(isValidApplicationNumber('20171060186.3')).toBe(false);
    expect(isValidApplicationNumber('2017106018620.3')).toBe(false);
    expect(isValidApplicationNumber('2017106O1862.3')).toBe(false);
    expect(isValidApplicationNumber('')).toBe(false);
    expect(isValidApplicationNumber(null)).toBe(false);
    expect(describeApplicationNumberError('abc')).toContain('格式不正确');
    expect(describeApplicationNumberError(' ')).toBe('请输入专利申请号');
  });

  it('rejects an unknown type digit even with a matching check character', () => {
    const digits = '201750601862';
    const num = `${digits}.${applicationNumberCheckChar(digits)}`;
    expect(isValidApplicationNumber(num)).toBe(false);
    expect(describeApplicationNumberError(num)).toBe('专利申请号中的专利类型位不正确');
  });

  it('formats digits with the check character', () => {
    expect(formatApplicationNumber('201710601862')).toBe('201710601862.3');
    expect(formatApplicationNumber('2017106018623')).toBe('201710601862.3');
    expect(formatApplicationNumber('95115608')).toBe('95115608.X');
    expect(formatApplicationNumber('CN201710601862.3')).toBe('201710601862.3');
    expect(formatApplicationNumber('abc')).toBe('abc');
  });

  it('reads the patent type from the type digit', () => {
    expect(applicationNumberType('201710601862.3')).toBe('invention');
    expect(applicationNumberType('201080063196.9')).toBe('invention');
    expect(applicationNumberType('201920123456')).toBe('utility');
    expect(applicationNumberType('201990123456')).toBe('utility');
    expect(applicationNumberType('201930123456')).toBe('design');
    expect(applicationNumberType('95115608.X')).toBe('invention');
    expect(applicationNumberType('97201765')).toBe('utility');
    expect(applicationNumberType('201750601862')).toBeNull();
    expect(applicationNumberType('x')).toBeNull();
  });
});

describe('contact fields', () => {
  it('checks mainland mobile numbers', () => {
    expect(isValidMobile('13800000001')).toBe(true);
    expect(isValidMobile('19912345678')).toBe(true);
    expect(isValidMobile('12800000001')).toBe(false);
    expect(isValidMobile('1380000000')).toBe(false);
    expect(isValidMobile('138000000012')).toBe(false);
    expect(isValidMobile(13800000001)).toBe(false);
  });

  it('checks mainland landlines with their area code', () => {
    expect(isValidLandline('029-88886120')).toBe(true);
    expect(isValidLandline('01062345678')).toBe(true);
    expect(isValidLandline('0917-3456789')).toBe(true);
    expect(isValidLandline('010-62345678-801')).toBe(true);
    expect(isValidLandline('88886120')).toBe(false);
    expect(isValidLandline('029-08886120')).toBe(false);
    expect(isValidLandline('029-1234')).toBe(false);
    expect(isValidLandline('13800000001')).toBe(false);
  });

  it('checks e-mail addresses', () => {
    expect(isValidEmail('ip@example.com')).toBe(true);
    expect(isValidEmail('zhang.san+ip@mail.example.com.cn')).toBe(true);
    expect(isValidEmail('no-at-sign')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.com')).toBe(false);
  });
});

describe('password rule', () => {
  it('accepts passwords of 8-20 characters with letters and digits', () => {
    expect(checkPassword('Demo@2026')).toBeNull();
    expect(checkPassword('Lake7river')).toBeNull();
    expect(checkPassword('Lake7river'.repeat(2))).toBeNull();
  });

  it('explains every violation in Chinese', () => {
    expect(checkPassword('')).toBe('请输入密码');
    expect(checkPassword('abc123')).toBe('密码长度应为8-20位');
    expect(checkPassword('a1'.repeat(11))).toBe('密码长度应为8-20位');
    expect(checkPassword('abcdefgh')).toBe('密码须同时包含字母和数字');
    expect(checkPassword('12345678')).toBe('密码须同时包含字母和数字');
    expect(checkPassword('abc 12345')).toBe('密码不能含空格');
  });

  it('publishes the rule text', () => {
    expect(PASSWORD_RULE_TEXT).toBe(
      '8-20位，须同时包含字母和数字，不能含空格，不能是常见密码或包含账号、手机号',
    );
  });
});

describe('hidden characters in free text', () => {
  it('refuses control characters, zero-width ones and bidirectional overrides', () => {
    for (const hidden of [
      '\u202e', // RIGHT-TO-LEFT OVERRIDE: 价格面议 would read backwards
      '\u2066', // LEFT-TO-RIGHT ISOLATE
      '\u200f', // RIGHT-TO-LEFT MARK
      '\u200b', // ZERO WIDTH SPACE
      '\ufeff', // BYTE ORDER MARK
      '\u00ad', // SOFT HYPHEN
      '\u0000',
      '\u0007',
      '\u007f',
      '\u0085',
    ])
      expect(hiddenCharacterProblem(`专利${hidden}出让`, '标题')).toBe(
        '标题不能包含不可见字符或控制字符',
      );
  });

  it('refuses half a surrogate pair, a joiner between Chinese and runs of combining marks', () => {
    expect(hiddenCharacterProblem('专利\ud83d出让', '标题')).toBe(
      '标题不能包含不可见字符或控制字符',
    );
    expect(hiddenCharacterProblem('出让\udc0b', '标题')).toBe('标题不能包含不可见字符或控制字符');
    expect(hiddenCharacterProblem('专\u200d利', '标题')).toBe('标题不能包含不可见字符或控制字符');
    expect(hiddenCharacterProblem('\u200d👍', '标题')).toBe('标题不能包含不可见字符或控制字符');
    expect(hiddenCharacterProblem('👍\u200d', '标题')).toBe('标题不能包含不可见字符或控制字符');
    expect(hiddenCharacterProblem('👍🏽\u200d专', '标题')).toBe('标题不能包含不可见字符或控制字符');
    expect(hiddenCharacterProblem(`Z${'\u0301\u0316\u0334'.repeat(2)}algo`, '标题')).toBe(
      '标题不能包含叠加过多的组合符号',
    );
  });

  it('takes what people write: Chinese, line breaks, tabs and emoji, joined ones too', () => {
    for (const text of [
      '一种锂电池正极材料',
      '第一行\n第二行\r\n\t缩进',
      '🔋 电池 👨‍👩‍👧',
      'ＡＢＣ　全角',
      '👩🏽‍💻 编程 ❤️‍🔥 🏳️‍🌈',
      'Tiếng Việt: Nguyễn, café',
      '1️⃣ 第一步',
    ])
      expect(hiddenCharacterProblem(text, '标题')).toBeNull();
    expect(hiddenCharacterProblem(undefined, '标题')).toBeNull();
  });
});

describe('weak passwords (issue 24, finding 13a)', () => {
  it('refuses the most common passwords, whatever their case', () => {
    for (const weak of [
      'password1',
      'Password1',
      'PASSWORD123',
      'abcd1234',
      'ABCD1234',
      'qwerty123',
      'Qwerty123',
      '1qaz2wsx',
      'P@ssw0rd',
      'woaini1314',
      'a12345678',
      'abc12345',
    ])
      expect(checkPassword(weak)).toBe('密码过于常见，请换一个更难猜的密码');
  });

  it('refuses a password of a few characters repeated', () => {
    for (const weak of ['aaaaaaa1', 'a1a1a1a1', 'a1'.repeat(10), 'Lake0000river'])
      expect([weak, checkPassword(weak)]).toEqual([
        weak,
        '密码重复的字符太多，请换一个更难猜的密码',
      ]);
    expect(checkPassword('Lake777river')).toBeNull();
  });

  it('refuses a password containing the account name or the mobile number', () => {
    const owner = { account: 'zhangwei88', mobile: '13912345678' };
    expect(checkPassword('ZhangWei88x', owner)).toBe('密码不能包含账号或手机号');
    expect(checkPassword('a13912345678', owner)).toBe('密码不能包含账号或手机号');
    expect(checkPassword('13912345678a')).toBeNull();
    expect(checkPassword('Lake7river', owner)).toBeNull();
  });

  it('keeps the demo accounts’ passwords valid (short account names are not looked for)', () => {
    expect(checkPassword('Demo@2026', { account: 'demo', mobile: '13800000001' })).toBeNull();
    expect(checkPassword('Buyer@2026', { account: 'buyer', mobile: '13800000003' })).toBeNull();
    expect(checkPassword('Admin@2026', { account: 'admin', mobile: '13800000002' })).toBeNull();
  });
});

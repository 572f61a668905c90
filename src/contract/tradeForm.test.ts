import {
  addIsoDays,
  checkBudgetMax,
  checkBudgetMin,
  checkCategory,
  checkContactName,
  checkContactPhone,
  checkDeadline,
  checkDescription,
  checkField,
  checkKeywords,
  checkPatentType,
  checkPrice,
  checkAuthorization,
  needsAuthorization,
  publisherName,
  checkTitle,
  checkTransactionType,
  firstTradeError,
  latestDeadline,
  parseKeywords,
  parseTradeAmount,
  shanghaiToday,
  toIsoDate,
  validateBuyForm,
  validateSellForm,
  validateTradeForm,
} from './tradeForm';

const TODAY = '2026-11-21';
const FIELDS = ['XNY', 'XXJS'];
const DESCRIPTION = '高镍三元正极材料专利，已授权，可提供技术资料与技术指导。';

const sell = {
  kind: 'sell',
  applicationNumber: 'ZL 201710601862.3',
  title: '一种锂离子电池正极材料及其制备方法',
  field: 'XNY',
  transactionType: 'transfer',
  price: 80,
  description: DESCRIPTION,
  contactName: '张经理',
  contactPhone: '13912345678',
};

const buy = {
  kind: 'buy',
  field: 'XNY',
  title: '求购固态电池相关发明专利',
  keywords: ['固态电池', '电解质'],
  transactionType: 'license',
  budgetMin: 50,
  budgetMax: 200,
  deadline: '2027-06-30',
  description: '我司从事动力电池研发，拟受让固态电解质方向的发明专利2件。',
  contactName: '李工',
  contactPhone: '13800138000',
};

describe('value readers', () => {
  it('parses amounts: blank is negotiable, junk is NaN', () => {
    expect(parseTradeAmount(null)).toBeNull();
    expect(parseTradeAmount(undefined)).toBeNull();
    expect(parseTradeAmount('  ')).toBeNull();
    expect(parseTradeAmount(' 12.5 ')).toBe(12.5);
    expect(parseTradeAmount(3)).toBe(3);
    expect(parseTradeAmount('1e3')).toBeNaN();
    expect(parseTradeAmount('十万')).toBeNaN();
    expect(parseTradeAmount({})).toBeNaN();
  });

  it('parses keywords from arrays and separated strings', () => {
    expect(parseKeywords('电池，正极、 负极;隔膜')).toEqual(['电池', '正极', '负极', '隔膜']);
    expect(parseKeywords([' a ', 'a', '', 'b'])).toEqual(['a', 'b']);
    expect(parseKeywords(undefined)).toEqual([]);
    expect(parseKeywords([1])).toBeNull();
    expect(parseKeywords(5)).toBeNull();
  });

  it('reads dates from strings, Dates and dayjs-like objects', () => {
    expect(toIsoDate('2027-01-31')).toBe('2027-01-31');
    expect(toIsoDate('2027-01-31T08:00:00Z')).toBe('2027-01-31');
    expect(toIsoDate('2027-02-30')).toBeNull();
    expect(toIsoDate('31/01/2027')).toBeNull();
    expect(toIsoDate(new Date(2027, 0, 5))).toBe('2027-01-05');
    expect(toIsoDate({ format: () => '2027-03-01' })).toBe('2027-03-01');
    expect(toIsoDate(20270101)).toBeNull();
  });
});

describe('field checks', () => {
  it('checks text lengths', () => {
    expect(checkTitle('锂电')).toBe('标题长度应为4-60个字符');
    expect(checkTitle('长'.repeat(61))).toBe('标题长度应为4-60个字符');
    expect(checkTitle('  ')).toBe('请填写标题');
    expect(checkTitle(12345)).toBe('标题格式不正确');
    expect(checkTitle('一种电池')).toBeNull();
    expect(checkDescription('短描述')).toBe('详细描述长度应为20-2000个字符');
    expect(checkDescription('长'.repeat(2001))).toBe('详细描述长度应为20-2000个字符');
    expect(checkDescription('长'.repeat(20))).toBeNull();
    expect(checkContactName('张')).toBe('联系人长度应为2-20个字符');
    expect(checkContactName(undefined)).toBe('请填写联系人');
    expect(checkAuthorization('', true)).toBe('请填写授权说明');
    expect(checkAuthorization('太短的说明', true)).toBe('授权说明长度应为10-300个字符');
    expect(checkAuthorization('长'.repeat(301), true)).toBe('授权说明长度应为10-300个字符');
    expect(checkAuthorization('受专利权人书面委托代理出让，授权书编号2026-018', true)).toBeNull();
    // Not asked when the seller holds the patent.
    expect(checkAuthorization('', false)).toBeNull();
    expect(needsAuthorization('甲公司', '甲公司')).toBe(false);
    expect(needsAuthorization('甲公司', '乙公司')).toBe(true);
    // A patent the database does not know cannot be checked.
    expect(needsAuthorization(undefined, '乙公司')).toBe(true);
    expect(publisherName({ verifiedName: '甲公司' })).toBe('甲公司');
    // A nickname is free text: an unverified account publishes as 个人, never under a name it typed.
    const typedNickname = { account: 'a', name: '甲公司' } as API.CurrentUser;
    expect(publisherName(typedNickname)).toBe('个人');
    expect(needsAuthorization('个人', publisherName(typedNickname))).toBe(true);
  });

  it('refuses texts that hide characters, so a title reads as what it holds', () => {
    expect(checkTitle('一种电池\u202e议面')).toBe('标题不能包含不可见字符或控制字符');
    expect(checkDescription(`${'长'.repeat(20)}\u200b`)).toBe(
      '详细描述不能包含不可见字符或控制字符',
    );
    expect(checkDescription(`${'长'.repeat(10)}\n${'长'.repeat(10)}`)).toBeNull();
    expect(checkKeywords(['电池', '正极\u2067材料'])).toBe('关键词不能包含不可见字符或控制字符');
  });

  it('checks the phone, the field, the category and the transaction type', () => {
    expect(checkContactPhone('')).toBe('请输入联系电话');
    expect(checkContactPhone('0291234567')).toBe('请输入正确的11位手机号码');
    expect(checkContactPhone('12912345678')).toBe('请输入正确的11位手机号码');
    expect(checkContactPhone(' 13912345678 ')).toBeNull();
    expect(checkField('')).toBe('请选择技术领域');
    expect(checkField('SPACE', FIELDS)).toBe('请选择正确的技术领域');
    expect(checkField('SPACE')).toBeNull();
    expect(checkField('XNY', FIELDS)).toBeNull();
    expect(checkCategory('NOPE', ['ZLZR'])).toBe('请选择正确的交易类别');
    expect(checkCategory(undefined, ['ZLZR'])).toBeNull();
    expect(checkTransactionType(undefined)).toBe('请选择交易方式');
    expect(checkTransactionType('gift')).toBe('请选择正确的交易方式');
    expect(checkTransactionType('open_license')).toBeNull();
  });

  it('checks the patent type against the application number', () => {
    expect(checkPatentType('design', '201710601862.3')).toBe('专利类型与申请号不符');
    expect(checkPatentType('invention', '201710601862.3')).toBeNull();
    expect(checkPatentType('invention', 'bad number')).toBeNull();
    expect(checkPatentType('plant')).toBe('专利类型不正确');
    expect(checkPatentType(undefined)).toBeNull();
  });

  it('checks prices: negotiable, range, decimals and the open licence fee', () => {
    expect(checkPrice(null, 'transfer')).toBeNull();
    expect(checkPrice('', 'license')).toBeNull();
    expect(checkPrice(null, 'open_license')).toBe('开放许可须声明许可使用费');
    expect(checkPrice(2.5, 'open_license')).toBeNull();
    expect(checkPrice(0.01)).toBeNull();
    expect(checkPrice(100000)).toBeNull();
    expect(checkPrice(0)).toBe('价格应在0.01-100000万元之间');
    expect(checkPrice(100000.01)).toBe('价格应在0.01-100000万元之间');
    expect(checkPrice(-1)).toBe('价格必须是不小于0的数字');
    expect(checkPrice(1.234)).toBe('价格最多保留两位小数');
    expect(checkPrice('12.30')).toBeNull();
    expect(checkPrice('abc')).toBe('价格必须是数字');
    expect(checkPrice(Infinity)).toBe('价格必须是数字');
  });

  it('checks budgets: both optional, not negative, min ≤ max', () => {
    expect(checkBudgetMin(0)).toBeNull();
    expect(checkBudgetMin(-5)).toBe('预算下限必须是不小于0的数字');
    expect(checkBudgetMin(100001)).toBe('预算下限不能超过100000万元');
    expect(checkBudgetMax(20, 50)).toBe('预算下限不能大于预算上限');
    expect(checkBudgetMax(50, 50)).toBeNull();
    expect(checkBudgetMax(null, 50)).toBeNull();
    expect(checkBudgetMax(50, null)).toBeNull();
    expect(checkBudgetMax(50, 'x')).toBeNull();
    expect(checkBudgetMax(10.555)).toBe('预算上限最多保留两位小数');
  });

  it('checks keywords: 1–5 words of at most 20 characters', () => {
    expect(checkKeywords([])).toBe('请填写关键词');
    expect(checkKeywords([], false)).toBeNull();
    expect(checkKeywords(['a', 'b', 'c', 'd', 'e'])).toBeNull();
    expect(checkKeywords('a b c d e f')).toBe('关键词最多5个');
    expect(checkKeywords(['长'.repeat(21)])).toBe('每个关键词不能超过20个字符');
    expect(checkKeywords({})).toBe('关键词格式不正确');
  });

  it('checks the deadline against the given today', () => {
    expect(checkDeadline('', TODAY)).toBe('请选择截止日期');
    expect(checkDeadline(TODAY, TODAY)).toBe('截止日期须晚于今天');
    expect(checkDeadline('2026-01-01', TODAY)).toBe('截止日期须晚于今天');
    expect(checkDeadline('2026-11-22', TODAY)).toBeNull();
    expect(checkDeadline('2027-02-30', TODAY)).toBe('截止日期格式不正确，应为YYYY-MM-DD');
    expect(checkDeadline({ format: () => '2027-01-01' }, TODAY)).toBeNull();
  });

  it('refuses a deadline more than 5 years ahead, saying which day is the last', () => {
    expect(checkDeadline('2031-11-21', TODAY)).toBeNull();
    expect(checkDeadline('2031-11-22', TODAY)).toBe('截止日期不能晚于2031-11-21（今天起5年内）');
    expect(checkDeadline('9999-12-31', TODAY)).toBe('截止日期不能晚于2031-11-21（今天起5年内）');
    // 29 February five years on is 28 February.
    expect(latestDeadline('2028-02-29')).toBe('2033-02-28');
    expect(checkDeadline('2033-03-01', '2028-02-29')).toMatch(/^截止日期不能晚于2033-02-28/);
  });

  it('counts today in Asia/Shanghai, whatever the clock’s zone', () => {
    // 2026-11-21 16:30 UTC is already 00:30 on the 22nd in Shanghai.
    expect(shanghaiToday(Date.UTC(2026, 10, 21, 16, 30))).toBe('2026-11-22');
    expect(shanghaiToday(new Date(Date.UTC(2026, 10, 21, 15, 59)))).toBe('2026-11-21');
    expect(addIsoDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIsoDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('whole forms', () => {
  it('accepts valid forms with an empty object', () => {
    expect(validateSellForm(sell, { fields: FIELDS })).toEqual({});
    expect(validateSellForm({ ...sell, price: null, patentType: 'invention' })).toEqual({});
    expect(validateBuyForm(buy, { today: TODAY, fields: FIELDS })).toEqual({});
    expect(validateBuyForm({ ...buy, budgetMin: '', budgetMax: null }, { today: TODAY })).toEqual(
      {},
    );
    expect(validateTradeForm(sell, { today: TODAY })).toEqual({});
    expect(validateTradeForm(buy, { today: TODAY })).toEqual({});
  });

  it('reports every bad field of a listing', () => {
    const errors = validateSellForm(
      {
        kind: 'sell',
        applicationNumber: '201710601862.4',
        title: '锂电',
        patentType: 'design',
        legalStatus: 'lost',
        field: '',
        transactionType: 'open_license',
        price: null,
        keywords: 'a b c d e f',
        description: '短',
        contactName: '',
        contactPhone: '123',
      },
      { fields: FIELDS },
    );
    expect(errors).toEqual({
      applicationNumber: '专利申请号校验位不正确',
      title: '标题长度应为4-60个字符',
      legalStatus: '法律状态不正确',
      field: '请选择技术领域',
      price: '开放许可须声明许可使用费',
      keywords: '关键词最多5个',
      description: '详细描述长度应为20-2000个字符',
      contactName: '请填写联系人',
      contactPhone: '请输入正确的11位手机号码',
    });
    // The number is invalid, so the type cannot be compared with it.
    expect(errors.patentType).toBeUndefined();
    expect(validateSellForm({ ...sell, applicationNumber: '' }).applicationNumber).toBe(
      '请输入专利申请号',
    );
    expect(validateSellForm({ ...sell, patentType: 'utility' }).patentType).toBe(
      '专利类型与申请号不符',
    );
  });

  it('reports every bad field of a demand', () => {
    expect(
      validateBuyForm(
        {
          kind: 'buy',
          field: 'SPACE',
          title: '',
          keywords: [],
          patentType: 'plant',
          transactionType: 'gift',
          budgetMin: 80,
          budgetMax: 20,
          deadline: TODAY,
          description: '',
          contactName: '李',
          contactPhone: '',
        },
        { today: TODAY, fields: FIELDS },
      ),
    ).toEqual({
      field: '请选择正确的技术领域',
      title: '请填写标题',
      keywords: '请填写关键词',
      patentType: '专利类型不正确',
      transactionType: '请选择正确的交易方式',
      budgetMax: '预算下限不能大于预算上限',
      deadline: '截止日期须晚于今天',
      description: '请填写详细描述',
      contactName: '联系人长度应为2-20个字符',
      contactPhone: '请输入联系电话',
    });
  });

  it('refuses an unknown kind and names the topmost error', () => {
    expect(validateTradeForm({ ...sell, kind: 'rent' }, { today: TODAY })).toEqual({
      kind: '发布类型不正确，应为出售（sell）或求购（buy）',
    });
    expect(firstTradeError({})).toBeNull();
    expect(firstTradeError({ contactPhone: 'p', title: 't' })).toBe('t');
    expect(firstTradeError({ description: 'd', field: 'f' }, 'buy')).toBe('f');
    expect(firstTradeError({ other: 'o' })).toBe('o');
  });
});

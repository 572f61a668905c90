import {
  APPLICANT_REGION_MESSAGE,
  applicantRegionFieldProblem,
  applicationNumberFieldProblem,
  buildAdvancedQuery,
  parsePatentQuery,
} from '.';

describe('buildAdvancedQuery', () => {
  it('joins the filled fields with AND in a fixed order', () => {
    expect(
      buildAdvancedQuery({
        applicationDateFrom: '2018-01-01',
        applicant: '华为',
        title: '锂电池',
      }),
    ).toBe('TI=(锂电池) AND PA=(华为) AND AD>=2018-01-01');
  });

  it('splits words on spaces and keeps typed operators', () => {
    expect(buildAdvancedQuery({ title: ' 锂电池  正极 ' })).toBe('TI=(锂电池 AND 正极)');
    expect(buildAdvancedQuery({ abstract: '锂电池 OR 钠电池' })).toBe('AB=(锂电池 OR 钠电池)');
    expect(buildAdvancedQuery({ claims: '电池 not 铅酸' })).toBe('CL=(电池 not 铅酸)');
    expect(buildAdvancedQuery({ title: '"固态 电池"' })).toBe('TI=("固态 电池")');
    expect(buildAdvancedQuery({ inventor: 'Oregon Andrews' })).toBe('IN=(Oregon AND Andrews)');
  });

  it('covers every field, dates, types and statuses', () => {
    const text = buildAdvancedQuery({
      title: 'a',
      abstract: 'b',
      claims: 'c',
      applicant: 'd',
      applicantRegion: '西安',
      inventor: 'e',
      agency: 'f',
      agent: '王雪',
      applicationNumber: 'CN 201710601862.3',
      priorityNumber: '2021 1064 4780',
      ipc: 'H01M 10/0525',
      applicationDateFrom: '2018-01-01',
      applicationDateTo: '2020-12-31T00:00:00.000Z',
      publicationDateFrom: '2019-01-01',
      publicationDateTo: '2021-12-31',
      priorityDateFrom: '2017-06-01',
      priorityDateTo: '2018-05-31',
      type: ['invention', 'utility'],
      legalStatus: ['valid'],
    });
    expect(text).toBe(
      'TI=(a) AND AB=(b) AND CL=(c) AND PA=(d) AND AR=(西安) AND IN=(e) AND AG=(f) AND AT=(王雪) AND AN=(CN201710601862.3) AND PR=(202110644780) AND IPC=(H01M10/0525) AND AD>=2018-01-01 AND AD<=2020-12-31 AND PD>=2019-01-01 AND PD<=2021-12-31 AND PRD>=2017-06-01 AND PRD<=2018-05-31 AND TYPE=(发明 OR 实用新型) AND LS=(有效)',
    );
    expect(parsePatentQuery(text).ok).toBe(true);
  });

  it('keeps a proximity pair typed in a field as one clause', () => {
    expect(buildAdvancedQuery({ title: '电池 W/5 散热' })).toBe('TI=(电池 W/5 散热)');
    expect(buildAdvancedQuery({ abstract: '电池 ｎｅａｒ／３ 散热' })).toBe(
      'AB=(电池 ｎｅａｒ／３ 散热)',
    );
    expect(parsePatentQuery(buildAdvancedQuery({ title: '电池 W/5 散热 液冷' })).ok).toBe(true);
  });

  it('writes an IPC code typed with its space or in full width as one code', () => {
    expect(buildAdvancedQuery({ ipc: 'G06F 16/33' })).toBe('IPC=(G06F16/33)');
    expect(buildAdvancedQuery({ ipc: 'Ｇ０６Ｆ　１６／３３' })).toBe('IPC=(G06F16/33)');
    expect(buildAdvancedQuery({ ipc: 'g06f 16/33 H01M*' })).toBe('IPC=(g06f16/33 AND H01M*)');
  });

  it('returns an empty string for an empty form and skips blank values', () => {
    expect(buildAdvancedQuery({})).toBe('');
    expect(buildAdvancedQuery({ title: '  ', type: [], legalStatus: [] })).toBe('');
  });

  it('lets the parser report a malformed typed value', () => {
    const result = parsePatentQuery(buildAdvancedQuery({ title: '电池 AND' }));
    expect(result.ok).toBe(false);
  });
});

describe('applicantRegionFieldProblem', () => {
  it('asks for a place named in Chinese', () => {
    for (const value of [undefined, '', '陕西', '西安市', '陕* OR 广东省', '(西安 OR 咸阳)'])
      expect(applicantRegionFieldProblem(value)).toBeNull();
    for (const value of ['Xi’an', '西安 610000', 'shaanxi OR 陕西'])
      expect(applicantRegionFieldProblem(value)).toBe(APPLICANT_REGION_MESSAGE);
  });
});

describe('applicationNumberFieldProblem', () => {
  it('says the right check character before the query is built', () => {
    const message = '申请号 202010555743.5 的校验位应为 0';
    expect(applicationNumberFieldProblem('202010555743.5')).toBe(message);
    expect(applicationNumberFieldProblem(' CN 2020 1055 5743.5 ')).toBe(message);
    expect(applicationNumberFieldProblem('201710601862.3 OR 202010555743.5')).toBe(message);
    expect(applicationNumberFieldProblem('(202010555743.5)')).toBe(message);
    // The parser refuses the clause the form builds with the same words.
    const built = parsePatentQuery(buildAdvancedQuery({ applicationNumber: 'CN 202010555743.5' }));
    expect(built.ok ? null : built.error.message).toBe(message);
  });

  it('accepts numbers with a right check character, without one, and prefixes', () => {
    for (const value of [
      undefined,
      '',
      '202010555743.0',
      'ZL202010555743.0',
      '202010555743',
      '2020105557*',
      '201710601862.3 OR 202010555743',
    ])
      expect(applicationNumberFieldProblem(value)).toBeNull();
  });
});

/** @jest-environment node */
// 机构与产品 at the backend (mock/_lib/handlers/admin-directory.ts): only administrators keep the
// directory; what they add or change is on the portal at once, with the same rules the forms
// show; a disabled record leaves every public list, search, figure and detail page (and an
// institution takes its products with it); favourites of it say 已下架; a change based on an old
// version is refused; every change is in the audit trail, and all of it survives a restart.
import { auditEntries, resetAudit } from '../../mock/_lib/audit';
import { db, resetDb } from '../../mock/_lib/data';
import { resetDirectory } from '../../mock/_lib/directory';
import {
  adminAgency,
  adminExpert,
  adminInstitution,
  adminProduct,
} from '../../mock/_lib/handlers/admin-directory';
import {
  agencyDetail,
  findAgencies,
  findExperts,
  patentDetail,
} from '../../mock/_lib/handlers/data';
import { addFavorite, findFavorites } from '../../mock/_lib/handlers/favorites';
import {
  findInstitutions,
  findProducts,
  institutionDetail,
  productDetail,
} from '../../mock/_lib/handlers/finance';
import { findAllMessages } from '../../mock/_lib/handlers/messages-admin';
import { findAuditEntries } from '../../mock/_lib/handlers/admin-audit';
import { agencyStatistics } from '../../mock/_lib/handlers/stats';
import type { Handler } from '../../mock/_lib/envelope';
import { applyState, captureState } from '../../mock/_lib/store-state';
import { resetUsers } from '../../mock/_lib/users';
import {
  agencyProblems,
  expertProblems,
  institutionProblems,
  productProblems,
} from '../../src/contract/directoryForm';
import { shanghaiToday } from '../../src/contract/tradeForm';
import { creditCodeCheckChar, describeCreditCodeError } from '../../src/contract/validators';
import { DICT_CODES } from '../../src/contract/vocabulary';
import { authHeader, call } from './helpers';

beforeEach(() => {
  resetDb();
  resetUsers();
  resetAudit();
  resetDirectory();
});

const admin = () => authHeader('admin');

/** A credit code that passes GB 32100: 17 characters and their check character. */
const validCode = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;

const NEW_AGENCY: API.AgencyInput = {
  enterpriseName: '西安知衡知识产权代理有限公司',
  creditCode: validCode('91610131MA6TXD2K1'),
  agencyCode: '61901',
  foundingDate: '2019-05-20',
  legalForm: '有限责任公司',
  legalRepresentative: '王知衡',
  agentCount: 12,
  technicalFields: ['XXJS', 'JCDL'],
  mainServices: ['ZLDL', 'ZLJS'],
  region: '陕西省',
  city: '西安市',
  address: '西安市高新区锦业路69号创业研发园A座12层',
  contactPhone: '029-88886666',
  email: 'service@zhiheng-ip.cn',
  website: 'https://www.zhiheng-ip.cn',
  inventionCount: 820,
  utilityCount: 510,
  designCount: 90,
  creditGrade: 'A',
  intro: '专注集成电路与新一代信息技术领域的专利代理、检索分析与布局服务。',
};

const newProduct = (institutionId: string): API.ProductInput => ({
  name: '科创知识产权快贷（测试）',
  institutionId,
  category: 'ZLZYDK',
  amountMin: 100,
  amountMax: 1000,
  termMonthsMin: 12,
  termMonthsMax: 36,
  rateMin: 3.2,
  rateMax: 4.5,
  repayment: '按月付息，到期还本',
  guarantee: '专利权质押',
  borrowers: ['高新技术企业'],
  materials: ['营业执照', '专利证书'],
  steps: ['线上提交申请', '放款'],
  features: ['纯知识产权质押'],
  governmentSubsidy: true,
  onlinePledge: true,
  featured: false,
});

const post = <T = API.AdminAgency>(handler: Handler, body: unknown, headers = admin()) =>
  call<T>(handler, { method: 'POST', headers, body });
const get = <T>(handler: Handler, query: Record<string, unknown> = {}, headers = {}) =>
  call<T>(handler, { method: 'GET', headers, query });

const publicAgencies = (keyword: string) =>
  get<API.Page<API.ServiceAgency>>(findAgencies, { keyword, size: '50' }).body.data;
const agencyCount = () => get<API.AgencyOverview>(agencyStatistics).body.data.agencyCount;

const dictionaries = () => {
  const values = (code: string) => (db().dictionaries[code] ?? []).map((d) => d.value);
  return {
    technicalFields: values(DICT_CODES.technicalFields),
    mainServices: values(DICT_CODES.mainService),
    financeCategories: values(DICT_CODES.financeCategory),
  };
};

/** Disables `record` (at its first version) through `handler`. */
function disableAtFirst(handler: Handler, record: { id: string }) {
  return post(handler, { id: record.id, version: 1, reason: '信息有误，待核实' });
}

describe('who may keep the directory', () => {
  const operations = [adminAgency, adminInstitution, adminProduct, adminExpert];

  it('answers visitors 401 and registered users 403, for every kind', () => {
    for (const ops of operations) {
      expect(get(ops.find).status).toBe(401);
      expect(get(ops.find, {}, authHeader('demo'))).toMatchObject({
        status: 403,
        body: { errorCode: 'FORBIDDEN' },
      });
      expect(post(ops.create, NEW_AGENCY, authHeader('demo')).status).toBe(403);
      expect(call(ops.create, { method: 'POST', body: NEW_AGENCY }).status).toBe(401);
      expect(get(ops.find, { size: '1' }, admin()).body.success).toBe(true);
    }
  });
});

describe('the rules the forms show hold at the backend', () => {
  it('every seeded record passes its kind’s checks (an edit that changes nothing is accepted)', () => {
    const failing = [
      ...db().agencies.map((a) => [a.id, agencyProblems(a, dictionaries(), shanghaiToday())]),
      ...db().institutions.map((x) => [x.id, institutionProblems(x)]),
      ...db().products.map((p) => [p.id, productProblems(p, dictionaries())]),
      ...db().experts.map((e) => [e.id, expertProblems(e, dictionaries())]),
    ].filter(([, problems]) => Object.keys(problems as object).length > 0);
    expect(failing).toEqual([]);
  });

  it('refuses a bad credit code at its field with the check’s own words, and saves nothing', () => {
    const bad = `${NEW_AGENCY.creditCode.slice(0, 17)}${NEW_AGENCY.creditCode[17] === '0' ? '1' : '0'}`;
    const sent = post(adminAgency.create, { ...NEW_AGENCY, creditCode: bad });
    expect(sent.body).toMatchObject({
      success: false,
      errorCode: 'BAD_REQUEST',
      errorMessage: describeCreditCodeError(bad),
      data: { field: 'creditCode' },
    });
    expect(publicAgencies('知衡').totalElements).toBe(0);
  });

  it.each([
    ['contactPhone', '12345', '联系电话应为11位手机号或带区号的固定电话（如 029-88886666）'],
    ['email', 'service@', '请输入正确的邮箱地址'],
    ['website', 'ftp://zhiheng.cn', '机构网站应为以 http:// 或 https:// 开头的网址'],
    ['agencyCode', '11901', '机构代码前两位应为所在省份的代码 61'],
    ['technicalFields', ['NOPE'], '技术领域不在可选范围内'],
    // A day the calendar does not have is refused, not rolled over into March.
    ['foundingDate', '2019-02-30', '成立日期格式不正确，应为YYYY-MM-DD'],
  ])('refuses an agency’s %s (%j) at that field', (field, value, message) => {
    expect(post(adminAgency.create, { ...NEW_AGENCY, [field]: value }).body).toMatchObject({
      errorMessage: message,
      data: { field },
    });
  });

  it('refuses a product’s amounts, term and rate outside their ranges', () => {
    const base = newProduct('inst-0001');
    const refusal = (change: Partial<API.ProductInput>) => {
      const { errorMessage, data } = post(adminProduct.create, { ...base, ...change }).body as {
        errorMessage?: string;
        data: { field?: string };
      };
      return [data?.field, errorMessage];
    };
    expect(refusal({ amountMin: 500, amountMax: 100 })).toEqual([
      'amountMax',
      '额度上限不能小于额度下限',
    ]);
    expect(refusal({ amountMin: 0 })).toEqual(['amountMin', '额度下限应大于0']);
    expect(refusal({ termMonthsMin: 0 })).toEqual(['termMonthsMin', '最短期限应在1-360之间']);
    expect(refusal({ rateMax: 36 })).toEqual(['rateMax', '最高年利率应在0%-24%之间']);
    expect(refusal({ category: 'GUPIAO' })).toEqual(['category', '产品类型不在可选范围内']);
    expect(refusal({ institutionId: 'inst-9999' })).toEqual(['institutionId', '所属机构不存在']);
    // A feature that promises 政府贴息 carries the tag visitors filter by.
    expect(refusal({ features: ['可享政府贴息50%'], governmentSubsidy: false })).toEqual([
      'governmentSubsidy',
      '产品特色写明了政府贴息，请勾选“政府贴息”，或修改产品特色',
    ]);
  });

  it('keeps an agency’s credit code unique and unchanged once created', () => {
    const taken = db().agencies[0];
    expect(
      post(adminAgency.create, { ...NEW_AGENCY, creditCode: taken.creditCode }).body,
    ).toMatchObject({
      data: { field: 'creditCode' },
      errorMessage: '已有使用该统一社会信用代码的服务机构',
    });

    const created = post(adminAgency.create, NEW_AGENCY).body.data;
    const changed = post(adminAgency.update, {
      ...NEW_AGENCY,
      id: created.id,
      version: created.version,
      creditCode: validCode('91610131MA6W8Q3P2'),
    });
    expect(changed.body).toMatchObject({ success: false, data: { field: 'creditCode' } });
  });
});

describe('what the administrators change shows on the portal at once', () => {
  it('a created agency is in the agency search, has its page and counts in the figures', () => {
    const before = agencyCount();
    const created = post(adminAgency.create, NEW_AGENCY).body;
    expect(created.data).toMatchObject({
      status: 'active',
      visible: true,
      version: 1,
      patentTotal: 1420,
    });

    expect(publicAgencies('知衡').content.map((a) => a.creditCode)).toEqual([
      NEW_AGENCY.creditCode,
    ]);
    expect(agencyCount()).toBe(before + 1);
    expect(
      get<API.ServiceAgency>(agencyDetail, { creditCode: NEW_AGENCY.creditCode }).body.data,
    ).toMatchObject({ enterpriseName: NEW_AGENCY.enterpriseName, contactPhone: '029-88886666' });
  });

  it('an edited agency shows its new phone on its page, and the audit trail has before and after', () => {
    const agency = db().agencies[3];
    const detail = get<API.AdminAgency>(adminAgency.detail, { id: agency.id }, admin()).body.data;
    const { id, version, ...rest } = detail;
    const input = Object.fromEntries(
      Object.keys(NEW_AGENCY).map((k) => [k, (rest as Record<string, unknown>)[k]]),
    );
    const saved = post(adminAgency.update, { ...input, id, version, contactPhone: '13912345678' });
    expect(saved.body.data).toMatchObject({ version: version + 1, contactPhone: '13912345678' });
    expect(
      get<API.ServiceAgency>(agencyDetail, { creditCode: agency.creditCode }).body.data
        .contactPhone,
    ).toBe('13912345678');
    expect(auditEntries().at(-1)).toMatchObject({
      actor: 'admin',
      action: 'agency.update',
      targetType: 'agency',
      targetId: agency.id,
      before: { contactPhone: agency.contactPhone },
      after: { contactPhone: '13912345678' },
    });
  });

  it('a new product is on the finance list and its institution’s page, which counts it', () => {
    const institution = db().institutions[0];
    const count = institution.productCount;
    const created = post<API.AdminProduct>(adminProduct.create, newProduct(institution.id)).body
      .data;
    expect(created).toMatchObject({ institutionName: institution.name, applyCount: 0 });

    const finance = get<API.Page<API.FinancialProduct>>(findProducts, { size: '5' }).body.data;
    expect(finance.content[0].id).toBe(created.id); // newest publication first
    const ofInstitution = get<API.Page<API.FinancialProduct>>(findProducts, {
      queryData: JSON.stringify({ institutionId: institution.id }),
      size: '100',
    }).body.data;
    expect(ofInstitution.content.map((p) => p.id)).toContain(created.id);
    expect(
      get<API.FinancialInstitution>(institutionDetail, { id: institution.id }).body.data
        .productCount,
    ).toBe(count + 1);
    expect(auditEntries().at(-1)).toMatchObject({
      action: 'product.create',
      targetId: created.id,
      after: { name: created.name, institutionId: institution.id },
    });
  });
});

describe('a disabled record leaves the portal', () => {
  const disable = (
    handler: Handler,
    record: { id: string; version: number },
    reason = '机构已注销，停止展示',
  ) => post(handler, { id: record.id, version: record.version, reason });

  it('an agency leaves the search, the figures and its page; favourites say 已下架; enabling brings it back', () => {
    const agency = db().agencies[0];
    const before = agencyCount();
    post(addFavorite, { targetType: 'agency', targetId: agency.creditCode }, authHeader('demo'));
    // A patent it handled names it, and says whether its page is there to link to.
    const handled = db().patents.find((p) => p.agencyCreditCode === agency.creditCode)!;
    const agencyStatus = () =>
      get<API.PatentDetail>(patentDetail, { id: handled.id }).body.data.agencyStatus;
    expect(agencyStatus()).toBe('listed');

    const disabled = disable(adminAgency.disable, { id: agency.id, version: 1 }).body.data;
    expect(disabled).toMatchObject({ status: 'disabled', visible: false, disabledBy: 'admin' });
    expect(publicAgencies(agency.enterpriseName).content.map((a) => a.id)).not.toContain(agency.id);
    expect(agencyCount()).toBe(before - 1);
    expect(get(agencyDetail, { creditCode: agency.creditCode }).body).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
    });
    expect(agencyStatus()).toBe('disabled');
    const favorites = get<API.Page<API.Favorite>>(findFavorites, {}, authHeader('demo')).body.data;
    expect(favorites.content.find((f) => f.targetId === agency.creditCode)).toMatchObject({
      available: false,
      gone: 'offline',
      title: agency.enterpriseName,
    });
    // Visitors can no longer save it.
    expect(
      post(addFavorite, { targetType: 'agency', targetId: agency.creditCode }, authHeader('buyer'))
        .body.success,
    ).toBe(false);

    // The seeded question to it stays with the administrators, who can still forward it.
    const messages = get<API.Page<API.LeaveMessage>>(
      findAllMessages,
      { size: '100' },
      admin(),
    ).body.data.content.filter(
      (m) => m.targetType === 'agency' && m.targetId === agency.creditCode,
    );
    expect(messages.length).toBeGreaterThan(0);
    // Named, and marked as off the portal: its page is not there to link to.
    expect(messages[0]).toMatchObject({ targetTitle: agency.enterpriseName, targetOffline: true });

    expect(auditEntries().at(-1)).toMatchObject({
      action: 'agency.disable',
      targetId: agency.id,
      reason: '机构已注销，停止展示',
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    // 操作日志 names it and says it is disabled: there, but with no page to link to.
    const logged = get<API.Page<API.AuditEntry>>(
      findAuditEntries,
      { queryData: JSON.stringify({ action: 'agency.disable' }) },
      admin(),
    ).body.data.content[0];
    expect(logged).toMatchObject({
      targetTitle: agency.enterpriseName,
      targetExists: true,
      targetOffline: true,
    });

    post(adminAgency.enable, { id: agency.id, version: 2 });
    expect(publicAgencies(agency.enterpriseName).content.map((a) => a.id)).toContain(agency.id);
    expect(agencyCount()).toBe(before);
    expect(agencyStatus()).toBe('listed');
    const again = get<API.Page<API.LeaveMessage>>(
      findAllMessages,
      { size: '100' },
      admin(),
    ).body.data.content.find((m) => m.id === messages[0].id);
    expect(again).not.toHaveProperty('targetOffline');
  });

  it('an institution takes its products off the portal with it, and brings them back', () => {
    const institution = db().institutions[0];
    const products = db().products.filter((p) => p.institutionId === institution.id);
    expect(products.length).toBeGreaterThan(0);

    disable(adminInstitution.disable, { id: institution.id, version: 1 });
    expect(get(institutionDetail, { id: institution.id }).body.errorCode).toBe('NOT_FOUND');
    expect(get(productDetail, { id: products[0].id }).body.errorCode).toBe('NOT_FOUND');
    const listed = get<API.Page<API.FinancialProduct>>(findProducts, { size: '5000' }).body.data;
    expect(listed.content.filter((p) => p.institutionId === institution.id)).toEqual([]);
    const institutions = get<API.Page<API.FinancialInstitution>>(findInstitutions, {
      size: '500',
    }).body.data;
    expect(institutions.content.map((x) => x.id)).not.toContain(institution.id);
    // The administrators still see the product, active but not shown, and say why.
    expect(
      get<API.AdminProduct>(adminProduct.detail, { id: products[0].id }, admin()).body.data,
    ).toMatchObject({ status: 'active', visible: false });

    post(adminInstitution.enable, { id: institution.id, version: 2 });
    expect(get(productDetail, { id: products[0].id }).body.success).toBe(true);
  });

  it('an expert leaves the hall’s experts', () => {
    const expert = db().experts[0];
    disable(adminExpert.disable, { id: expert.id, version: 1 }, '专家申请暂停展示');
    const experts = get<API.Page<API.Expert>>(findExperts, { size: '500' }).body.data;
    expect(experts.content.map((e) => e.id)).not.toContain(expert.id);
  });

  it('asks a reason of 2 to 100 characters', () => {
    const agency = db().agencies[0];
    expect(disable(adminAgency.disable, { id: agency.id, version: 1 }, '停').body.success).toBe(
      false,
    );
    expect(
      disable(adminAgency.disable, { id: agency.id, version: 1 }, '停'.repeat(101)).body.success,
    ).toBe(false);
    expect(publicAgencies(agency.enterpriseName).content.map((a) => a.id)).toContain(agency.id);
  });
});

describe('lost updates and restarts', () => {
  it('refuses a change based on an older version with 409 and the record now', () => {
    const agency = db().agencies[1];
    disableAtFirst(adminAgency.disable, agency);
    const stale = post(adminAgency.enable, { id: agency.id, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      errorCode: 'VERSION_CONFLICT',
      data: { currentVersion: 2, current: { id: agency.id, status: 'disabled', version: 2 } },
    });
  });

  it('keeps created, edited and disabled records across a restart; an older store loads the seed', () => {
    const created = post(adminAgency.create, NEW_AGENCY).body.data;
    const agency = db().agencies[5];
    disableAtFirst(adminAgency.disable, agency);
    const kept = JSON.parse(JSON.stringify(captureState()));

    resetDirectory();
    expect(publicAgencies('知衡').totalElements).toBe(0);
    applyState(kept);
    expect(publicAgencies('知衡').content.map((a) => a.id)).toEqual([created.id]);
    expect(publicAgencies(agency.enterpriseName).content.map((a) => a.id)).not.toContain(agency.id);
    expect(
      get<API.AdminAgency>(adminAgency.detail, { id: agency.id }, admin()).body.data,
    ).toMatchObject({ status: 'disabled', version: 2 });

    const { directory, ...older } = kept;
    void directory;
    applyState(older);
    expect(publicAgencies('知衡').totalElements).toBe(0);
    expect(publicAgencies(agency.enterpriseName).content.map((a) => a.id)).toContain(agency.id);
  });
});

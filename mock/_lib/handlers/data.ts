// Data service: patents (by enterprise and general search), experts, service agencies and their statistics.

import {
  describeCreditCodeError,
  normalizeApplicationNumber,
} from '../../../src/contract/validators';
import { agencyAge } from '../data/agencies';
import { agencyStatistic } from '../data/agency-statistics';
import { db } from '../data';
import { detailOf, findPatent } from '../data/patent-store';
import { directoryRecord } from '../directory';
import type { MockRequest } from '../envelope';
import { badRequest, handle, notFound } from '../envelope';
import { compactIpc } from '../ipc';
import type { FilterSpec, ListSpec } from '../query';
import { parseQueryData, runQuery, toValues } from '../query';

const PATENT_SORT: ListSpec<API.Patent>['sort'] = {
  applicationDate: (p) => p.applicationDate,
  publicationDate: (p) => p.publicationDate,
  citedByCount: (p) => p.citedByCount,
  claimsCount: (p) => p.claimsCount,
};

const PATENT_FILTERS: FilterSpec<API.Patent>[] = [
  { key: 'id', kind: 'match', get: (p) => p.id },
  { key: 'type', kind: 'match', get: (p) => p.type },
  { key: 'legalStatus', kind: 'match', get: (p) => p.legalStatus },
  { key: 'region', kind: 'match', get: (p) => p.region },
  { key: 'field', kind: 'match', get: (p) => p.field },
  { key: 'agencyName', kind: 'match', get: (p) => p.agencyName },
  {
    key: 'ipc',
    kind: 'custom',
    test: (p, v) =>
      toValues(v).some((want) =>
        p.ipcCodes.some((c) => compactIpc(c).startsWith(compactIpc(want))),
      ),
  },
  {
    key: 'applicant',
    kind: 'custom',
    test: (p, v) => p.applicants.some((a) => a.includes(String(v).trim())),
  },
  {
    key: 'inventor',
    kind: 'custom',
    test: (p, v) => p.inventors.some((a) => a.includes(String(v).trim())),
  },
  {
    key: 'applicationNumber',
    kind: 'custom',
    test: (p, v) =>
      normalizeApplicationNumber(p.applicationNumber).startsWith(
        normalizeApplicationNumber(String(v)),
      ),
  },
  { key: 'applicationDateFrom', kind: 'custom', test: (p, v) => p.applicationDate >= String(v) },
  { key: 'applicationDateTo', kind: 'custom', test: (p, v) => p.applicationDate <= String(v) },
];

/** General patent search: keyword over titles, abstracts, parties, numbers and IPC codes. */
export const PATENT_SEARCH: ListSpec<API.Patent> = {
  text: (p) => [
    p.title,
    p.abstract,
    p.applicationNumber,
    p.publicationNumber,
    p.ipcCodes.join(' '),
    p.agencyName,
    ...p.applicants,
    ...p.inventors,
  ],
  sort: PATENT_SORT,
  defaultSort: 'applicationDate desc',
  filters: PATENT_FILTERS,
};

/** Patents of one enterprise or agency: keyword over title and abstract only. */
export const ENTERPRISE_PATENTS: ListSpec<API.Patent> = {
  ...PATENT_SEARCH,
  text: (p) => [p.title, p.abstract],
};

function queryOf(req: MockRequest): Record<string, unknown> {
  const q = req.query ?? {};
  return { ...q, ...parseQueryData(q.queryData) };
}

function textParam(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The patent named by `id`, `applicationNumber` or `publicationNumber` (query or queryData). */
export function patentOf(req: MockRequest): API.Patent {
  const q = queryOf(req);
  const id = textParam(q.id);
  const applicationNumber = textParam(q.applicationNumber);
  const publicationNumber = textParam(q.publicationNumber);
  if (!id && !applicationNumber && !publicationNumber)
    throw badRequest('缺少参数 id、申请号或公开号');
  const patent = findPatent({ id, applicationNumber, publicationNumber });
  if (!patent) throw notFound('未找到该专利');
  return patent;
}

export const findPatents = handle((req) => runQuery(db().patents, req.query, PATENT_SEARCH));

export const findEnterprisePatents = handle((req) => {
  const q = queryOf(req);
  const name = textParam(q.enterpriseName);
  const code = textParam(q.creditCode);
  const { patents, agencies, applicants } = db();
  let scope: API.Patent[] = patents;
  if (code) {
    const error = describeCreditCodeError(code);
    if (error) throw badRequest(error);
    const agency = agencies.find((a) => a.creditCode === code);
    const applicant = applicants.find((a) => a.creditCode === code);
    scope = agency
      ? patents.filter((p) => p.agencyCreditCode === code)
      : applicant
        ? patents.filter((p) => p.applicants.includes(applicant.name))
        : [];
  }
  if (name) scope = scope.filter((p) => p.applicants.includes(name) || p.agencyName === name);
  return runQuery(scope, req.query, ENTERPRISE_PATENTS);
});

/** Whether the patent's agency has a public page now (the directory at the time of reading). */
function agencyStatusOf(creditCode: string): NonNullable<API.PatentDetail['agencyStatus']> {
  const record = directoryRecord('agency', creditCode);
  if (!record) return 'unlisted';
  return record.meta.status === 'active' ? 'listed' : 'disabled';
}

/** One patent with claims, description, legal events, family, citations, value and its agency's page. */
export const patentDetail = handle((req): API.PatentDetail => {
  const detail = detailOf(patentOf(req));
  return detail.agencyCreditCode
    ? { ...detail, agencyStatus: agencyStatusOf(detail.agencyCreditCode) }
    : detail;
});

export const EXPERT_LIST: ListSpec<API.Expert> = {
  text: (e) => [e.name, e.organization, ...e.specialties],
  sort: { serviceCount: (e) => e.serviceCount, yearsOfExperience: (e) => e.yearsOfExperience },
  defaultSort: 'serviceCount desc',
  filters: [
    { key: 'id', kind: 'match', get: (e) => e.id },
    { key: 'field', kind: 'match', get: (e) => e.fields },
    { key: 'title', kind: 'match', get: (e) => e.title },
  ],
};

export const findExperts = handle((req) => runQuery(db().experts, req.query, EXPERT_LIST));

export const AGENCY_LIST: ListSpec<API.ServiceAgency> = {
  text: (a) => [a.enterpriseName, a.creditCode, a.agencyCode, a.address, a.intro],
  sort: {
    patentTotal: (a) => a.patentTotal,
    agentCount: (a) => a.agentCount,
    foundingDate: (a) => a.foundingDate,
  },
  defaultSort: 'patentTotal desc',
  filters: [
    { key: 'id', kind: 'match', get: (a) => a.id },
    { key: 'creditCode', kind: 'match', get: (a) => a.creditCode },
    { key: 'clsj', kind: 'bucket', label: '成立时间', get: (a) => agencyAge(a) },
    { key: 'dlr', kind: 'bucket', label: '代理人数', get: (a) => a.agentCount },
    { key: 'zlzl', kind: 'bucket', label: '专利总量', get: (a) => a.patentTotal },
    { key: 'jsly', kind: 'match', get: (a) => a.technicalFields },
    { key: 'mainService', kind: 'match', get: (a) => a.mainServices },
    { key: 'region', kind: 'match', get: (a) => a.region },
    { key: 'city', kind: 'match', get: (a) => a.city },
    { key: 'creditGrade', kind: 'match', get: (a) => a.creditGrade },
  ],
};

export const findAgencies = handle((req) => runQuery(db().agencies, req.query, AGENCY_LIST));

function agencyByCode(req: MockRequest): API.ServiceAgency {
  const q = queryOf(req);
  const code = textParam(q.creditCode);
  const name = textParam(q.enterpriseName);
  if (!code && !name) throw badRequest('缺少统一社会信用代码');
  if (code) {
    const error = describeCreditCodeError(code);
    if (error) throw badRequest(error);
  }
  const agency = db().agencies.find((a) =>
    code ? a.creditCode === code : a.enterpriseName === name,
  );
  if (!agency) throw notFound('未找到该服务机构');
  return agency;
}

export const agencyDetail = handle((req) => agencyByCode(req));

export const findAgencyStatistic = handle((req) => {
  const agency = agencyByCode(req);
  return agencyStatistic(
    agency,
    db().patents.filter((p) => p.agencyCreditCode === agency.creditCode),
  );
});

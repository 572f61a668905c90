// 企业认证: an account applies to be verified as a company (name, credit code, licence image,
// contact); an administrator approves or rejects it with a reason, and the decision is recorded
// with who and when. On approval the company becomes the account's verified name, the only name
// its listings and demands are published under (tradeSeller.ts). The licence image is served to
// its owner and to administrators only.

import {
  checkCompanyName,
  checkContactName,
  checkCreditCode,
  companyKey,
  nicknameProblem,
  normalizeCreditCode,
} from '../../../src/contract/verification';
import { db } from '../data';
import { foldLookAlikes } from '../lookalike';
import { mobileProblem } from '../../../src/contract/fieldRules';
import { recordAudit } from '../audit';
import { blobBytes, putBlob } from '../blobs';
import { scanOf } from '../scans';
import { checkUploadSpace, recordUpload } from '../uploads';
import type { MockRequest } from '../envelope';
import {
  badRequest,
  bodyOf,
  fieldError,
  forbidden,
  handle,
  notFound,
  targetNotFound,
} from '../envelope';
import type { ListSpec } from '../query';
import { nextIdOf } from '../sequences';
import { runQuery } from '../query';
import type { MockUser, StoredVerification } from '../users';
import { allUsers, findUser, isAdminAccount, requireAccount, requireAdmin } from '../users';
import { optionalText, refuse, requiredText } from '../validate';

const ADMIN_ONLY = '仅平台管理员可以审核企业认证';

interface Owned {
  user: MockUser;
  record: StoredVerification;
}

function everyApplication(): Owned[] {
  return allUsers().flatMap((user) =>
    (user.verifications ?? []).map((record) => ({ user, record })),
  );
}

function applicationById(id: string): Owned | undefined {
  return everyApplication().find((entry) => entry.record.id === id);
}

const nextId = () =>
  nextIdOf(
    'verification',
    'ver-',
    everyApplication().map(({ record }) => record.id),
  );

/** What the applicant sees of an application; administrators also see the account and the reviewer. */
function viewOf({ user, record }: Owned, forAdmin: boolean): API.Verification {
  const { licence: _licence, decidedBy, ...fields } = record;
  return {
    ...fields,
    ...(forAdmin
      ? {
          account: user.account,
          nickname: user.profile.name ?? user.account,
          ...(decidedBy ? { decidedBy } : {}),
          current:
            record.status === 'approved' &&
            companyKey(user.profile.verifiedName ?? '') === companyKey(record.companyName),
        }
      : {}),
  };
}

/** The account (other than `except`) verified as this company, by its name or its credit code. */
function verifiedHolderOf(
  company: { companyName: string; creditCode: string },
  except: string,
): MockUser | undefined {
  return allUsers().find(
    (user) =>
      user.account !== except &&
      (user.verifications ?? []).some(
        (record) =>
          record.status === 'approved' &&
          companyKey(user.profile.verifiedName ?? '') === companyKey(record.companyName) &&
          (record.creditCode === company.creditCode ||
            companyKey(record.companyName) === companyKey(company.companyName)),
      ),
  );
}

/** Every company name verified for an account other than `except` (the nickname rule). */
export function verifiedNamesExcept(except: string): string[] {
  return allUsers()
    .filter((user) => user.account !== except && user.profile.verifiedName?.trim())
    .map((user) => user.profile.verifiedName!.trim());
}

let organisationIndex: { data: object; names: string[] } | undefined;

/** The organisations the portal names, folded: patent holders, service agencies, lenders. */
function organisationNames(): string[] {
  const data = db();
  if (organisationIndex?.data !== data) {
    const names = new Set([
      ...data.applicants.map((a) => a.name),
      ...data.agencies.map((a) => a.enterpriseName),
      ...data.institutions.map((i) => i.name),
    ]);
    organisationIndex = { data, names: [...names].map(foldLookAlikes) };
  }
  return organisationIndex.names;
}

/**
 * Why `name` may not be what `account` shows others — its nickname, or the name it signs a
 * message with (`label`) — or null: the rules of `nicknameProblem`, on folded names. Only an
 * administrator's nickname may be the platform's.
 */
export function shownNameProblem(
  name: string,
  account: string,
  { label, nickname = false }: { label?: string; nickname?: boolean } = {},
): string | null {
  const own = findUser(account)?.profile.verifiedName?.trim();
  return nicknameProblem(foldLookAlikes(name), {
    own: own ? foldLookAlikes(own) : undefined,
    verifiedNames: verifiedNamesExcept(account).map(foldLookAlikes),
    organisations: organisationNames(),
    admin: nickname && isAdminAccount(account),
    label,
  });
}

// ------------------------------------------------------------------------- the applicant

/** GET /api/verification: the account's latest application, or null when it never applied. */
export const getVerification = handle((req) => {
  const user = findUser(requireAccount(req))!;
  const latest = user.verifications?.at(-1);
  return latest ? viewOf({ user, record: latest }, false) : null;
});

/**
 * POST /api/verification/submit: a new application, 待审核. Refused while one waits for review,
 * for a company another account is verified as, and for the company this account already is.
 */
export const submitVerification = handle((req) => {
  const account = requireAccount(req);
  if (isAdminAccount(account)) throw forbidden('平台管理员账号无需企业认证');
  const user = findUser(account)!;
  const body = bodyOf(req);
  refuse(checkCompanyName(body.companyName), 'companyName');
  refuse(checkCreditCode(body.creditCode), 'creditCode');
  refuse(checkContactName(body.contactName), 'contactName');
  refuse(mobileProblem(body.contactPhone, '联系电话'), 'contactPhone');
  const contactPhone = (body.contactPhone as string).trim();
  const company = {
    companyName: (body.companyName as string).trim(),
    creditCode: normalizeCreditCode(body.creditCode),
  };
  if (user.verifications?.some((record) => record.status === 'pending'))
    throw badRequest('您的企业认证申请正在审核中，审核结束后才能再次提交');
  if (
    user.profile.verifiedName &&
    companyKey(user.profile.verifiedName) === companyKey(company.companyName)
  )
    throw fieldError('companyName', '您的账号已认证为该企业，无需重复申请');
  if (verifiedHolderOf(company, account))
    throw fieldError(
      'companyName',
      '该企业已由其他账号完成认证；如属冒用，请通过“留言咨询”联系平台处理',
    );
  const { type, picture } = scanOf(body.licence, 'licence', '营业执照');
  checkUploadSpace(account, picture.bytes);
  const record: StoredVerification = {
    id: nextId(),
    ...company,
    contactName: (body.contactName as string).trim(),
    contactPhone,
    licence: { type, blob: putBlob(picture.bytes) },
    status: 'pending',
    submittedAt: new Date().toISOString(),
  };
  user.verifications = [...(user.verifications ?? []), record];
  recordUpload({ actor: account, purpose: 'licence', targetId: record.id, type, picture });
  return viewOf({ user, record }, false);
});

/** GET /api/verification/licence?id=: the licence image as a data URL, to its applicant and to administrators. */
export const getVerificationLicence = handle((req): API.VerificationLicence => {
  const account = requireAccount(req);
  const id = optionalText(req.query?.id, 'id', 40);
  const entry = id ? applicationById(id) : undefined;
  if (!entry) throw notFound('未找到该认证申请');
  if (entry.user.account !== account && !isAdminAccount(account))
    throw forbidden('只能查看自己提交的营业执照');
  const { type, blob } = entry.record.licence;
  const bytes = blobBytes(blob);
  if (!bytes) throw notFound('营业执照图片不存在');
  return { dataUrl: `data:${type};base64,${bytes.toString('base64')}` };
});

// ----------------------------------------------------------------------- administrators

const VERIFICATION_LIST: ListSpec<Owned> = {
  // Its id too: 操作日志 opens the list on the one application an entry is about.
  text: ({ user, record }) => [
    record.id,
    record.companyName,
    record.creditCode,
    user.account,
    user.profile.name,
    record.contactName,
  ],
  sort: { submittedAt: ({ record }) => record.submittedAt },
  defaultSort: 'submittedAt,desc',
  filters: [{ key: 'status', kind: 'match', get: ({ record }) => record.status }],
};

/** GET /api/admin/verification/find: every application, newest first, any status. */
export const findVerifications = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const page = runQuery(everyApplication(), req.query, VERIFICATION_LIST);
  return { ...page, content: page.content.map((entry) => viewOf(entry, true)) };
});

function pendingOf(req: MockRequest, action: string): Owned {
  const id = optionalText(bodyOf(req).id, 'id', 40);
  if (!id) throw badRequest('缺少参数 id');
  const entry = applicationById(id);
  if (!entry) throw targetNotFound('未找到该认证申请');
  if (entry.record.status !== 'pending')
    throw badRequest(
      `该申请已${entry.record.status === 'approved' ? '通过' : '驳回'}，只有待审核的申请可以${action}`,
    );
  return entry;
}

function decide(entry: Owned, reviewer: string, decision: Partial<StoredVerification>) {
  const record: StoredVerification = {
    ...entry.record,
    ...decision,
    decidedAt: new Date().toISOString(),
    decidedBy: reviewer,
  };
  entry.user.verifications = (entry.user.verifications ?? []).map((r) =>
    r.id === record.id ? record : r,
  );
  return { user: entry.user, record };
}

/** The audit trail's name of an application: the company, and the account that applied. */
export function verificationTitleOf(record: StoredVerification, account: string): string {
  return `${record.companyName}（${account}）`;
}

/** Records a decision on an application in the audit trail (status before and after, reason). */
function auditDecision(
  reviewer: string,
  verb: 'approve' | 'reject',
  before: StoredVerification,
  after: StoredVerification,
  reason?: string,
): void {
  const owner = applicationById(after.id)?.user.account ?? '';
  recordAudit({
    actor: reviewer,
    action: `verification.${verb}`,
    targetType: 'verification',
    targetId: after.id,
    targetTitle: verificationTitleOf(after, owner),
    before: { status: before.status },
    after: { status: after.status },
    ...(reason ? { reason } : {}),
  });
}

export const OWN_APPLICATION = '不能审核自己的认证申请，请由其他管理员审核';

/**
 * POST /api/admin/verification/approve {id}: the company becomes the account's verified name
 * (replacing an earlier one). Refused when another account has meanwhile been verified as it.
 */
export const approveVerification = handle((req) => {
  const reviewer = requireAdmin(req, ADMIN_ONLY);
  const entry = pendingOf(req, '通过');
  // As for listings: another administrator verifies the company this one applied for.
  if (entry.user.account === reviewer) throw forbidden(OWN_APPLICATION);
  const holder = verifiedHolderOf(entry.record, entry.user.account);
  if (holder)
    throw badRequest(`该企业已由账号“${holder.account}”完成认证，不能再认证给其他账号；请驳回`);
  const decided = decide(entry, reviewer, { status: 'approved' });
  decided.user.profile.verifiedName = decided.record.companyName;
  auditDecision(reviewer, 'approve', entry.record, decided.record);
  return viewOf(decided, true);
});

/** POST /api/admin/verification/reject {id, reason}: the applicant sees the reason. */
export const rejectVerification = handle((req) => {
  const reviewer = requireAdmin(req, ADMIN_ONLY);
  const entry = pendingOf(req, '驳回');
  const reason = requiredText(bodyOf(req).reason, '驳回原因', 2, 200);
  const decided = decide(entry, reviewer, { status: 'rejected', reason });
  auditDecision(reviewer, 'reject', entry.record, decided.record, reason);
  return viewOf(decided, true);
});

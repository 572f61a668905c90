/** What is known of a patent or a listing's patent: a `Patent`, a `PatentValueRow`, an `IpcTransaction`. */
export interface PatentNumberFacts {
  applicationNumber?: string;
  legalStatus?: API.LegalStatus;
  /** `Patent.type`. */
  type?: API.PatentType;
  /** `IpcTransaction.patentType`. */
  patentType?: API.PatentType;
  grantDate?: string;
}

export interface PatentNumberLabel {
  label: '专利号' | '申请号';
  /** `ZL` + the application number once granted, the application number otherwise. */
  number: string;
}

/**
 * Whether the patent was granted (docs/domain.md §1, §2). 失效 covers both rights that ended after
 * grant and applications rejected or withdrawn before it, so an unknown case stays ungranted.
 */
export function isGranted(facts: PatentNumberFacts): boolean {
  if (facts.legalStatus === 'valid') return true;
  if (facts.legalStatus === 'pending') return false;
  if (facts.grantDate) return true;
  const type = facts.type ?? facts.patentType;
  // Utility models and designs are published only on grant: a known one that lapsed was granted.
  return facts.legalStatus === 'invalid' && type !== undefined && type !== 'invention';
}

/**
 * The label and number a patent is named by: 专利号 ZL… only once granted; a pending, rejected or
 * withdrawn application has only its 申请号. Undefined without a number.
 */
export function patentNumberLabel(facts: PatentNumberFacts): PatentNumberLabel | undefined {
  const raw = facts.applicationNumber?.trim();
  if (!raw) return undefined;
  const number = raw.replace(/^(?:CN|ZL)\s*/i, '');
  return isGranted(facts)
    ? { label: '专利号', number: `ZL${number}` }
    : { label: '申请号', number };
}

/** `专利号 ZL201710601862.3` or `申请号 201710601862.3`, for a line of text. */
export function patentNumberText(facts: PatentNumberFacts): string | undefined {
  const named = patentNumberLabel(facts);
  return named && `${named.label} ${named.number}`;
}

// Who a listing is published by, and whether that needs the holder's authorisation. Pure; shared
// with the mock through tradeForm.

/** What an account without a verified company publishes as: never its free-text nickname. */
export const INDIVIDUAL_PUBLISHER = '个人';

/**
 * The name an account publishes under: the company the platform verified for it (企业认证),
 * else 个人. A nickname is free text anyone can type, so it never names a seller. The mock sets
 * every item's seller with it; the forms show it read-only.
 */
export function publisherName(user: Pick<API.CurrentUser, 'verifiedName'>): string {
  return user.verifiedName?.trim() || INDIVIDUAL_PUBLISHER;
}

/** Whether `publisherName(user)` is a verified company (shown as 已认证企业). */
export function isVerifiedPublisher(user: Pick<API.CurrentUser, 'verifiedName'>): boolean {
  return Boolean(user.verifiedName?.trim());
}

/** The patent's current holder as the data set knows it: the patentee, i.e. the first applicant. */
export function patentHolder(
  patent: Pick<API.Patent, 'applicants'> | undefined,
): string | undefined {
  return patent?.applicants?.[0]?.trim() || undefined;
}

/**
 * Whether a listing by `seller` (the publisher's verified name) is 代理/授权出让: always, unless
 * the patent is known and its holder is the seller (an unknown patent cannot be checked).
 */
export function needsAuthorization(holder: string | undefined, seller: string): boolean {
  return !holder || seller.trim() === INDIVIDUAL_PUBLISHER || holder.trim() !== seller.trim();
}

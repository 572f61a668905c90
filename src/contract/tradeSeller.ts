// Who a listing is published by, and whether that needs the holder's authorisation. Pure; shared
// with the mock through tradeForm.

/**
 * The name an account publishes under: its verified name, else its profile name, else the
 * account. The mock sets every item's seller with it; the forms show it read-only.
 */
export function publisherName(
  user: Pick<API.CurrentUser, 'account' | 'name' | 'verifiedName'>,
): string {
  return user.verifiedName?.trim() || user.name?.trim() || user.account;
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
  return !holder || holder.trim() !== seller.trim();
}

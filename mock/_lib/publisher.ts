// Who an item is published by, read when it is asked for: an item an account owns shows that
// account's verified company (else 个人) and is the holder's own only when that name is the
// patent's holder. The name stored at publication is never shown for an owned item, so a
// verification decided later, or a seeded item given to an account, reads the same everywhere:
// hall, detail, deals, threads, the owner's and the administrators' lists.

import {
  isVerifiedPublisher,
  needsAuthorization,
  patentHolder,
  publisherName,
} from '../../src/contract/tradeForm';
import { db } from './data';
import { findUser } from './users';

/** A listing of a patent the data set does not hold keeps the scan that proves its claim. */
export type ProvedTransaction = API.IpcTransaction & {
  proof?: { type: 'image/png' | 'image/jpeg'; blob: string };
};

let holderIndex: { patents: API.Patent[]; holders: Map<string, string | undefined> } | undefined;

/** The registered holder of a patent of the data set (its first applicant), by id. */
export function holderOfPatent(patentId: string | undefined): string | undefined {
  if (!patentId) return undefined;
  const { patents } = db();
  if (holderIndex?.patents !== patents)
    holderIndex = { patents, holders: new Map(patents.map((p) => [p.id, patentHolder(p)])) };
  return holderIndex.holders.get(patentId);
}

/** The publishing account's profile, when the item has an owner that still exists. */
function ownerProfile(item: Pick<API.IpcTransaction, 'owner'>): API.CurrentUser | undefined {
  return item.owner ? findUser(item.owner)?.profile : undefined;
}

/** The name an item is published under now (see the file's head). */
export function sellerOf(item: API.IpcTransaction): string {
  const profile = ownerProfile(item);
  return profile ? publisherName(profile) : item.seller;
}

/** `seller`, `sellerVerified` and `authorized` as asPublished gives them. */
export function publishedFields(
  item: Pick<
    API.IpcTransaction,
    'owner' | 'kind' | 'patentId' | 'seller' | 'sellerVerified' | 'authorized' | 'holderClaim'
  >,
): Pick<API.IpcTransaction, 'seller' | 'sellerVerified' | 'authorized'> {
  const profile = ownerProfile(item);
  if (!profile) {
    const { seller, sellerVerified, authorized } = item;
    return { seller, sellerVerified, ...(authorized === undefined ? {} : { authorized }) };
  }
  const seller = publisherName(profile);
  const sellerVerified = isVerifiedPublisher(profile);
  if (item.kind !== 'sell') return { seller, sellerVerified };
  // A patent the data set does not hold: what the publisher claimed, proved by its scan.
  const authorized = item.holderClaim
    ? item.holderClaim === 'agent'
    : needsAuthorization(holderOfPatent(item.patentId), seller);
  return { seller, sellerVerified, authorized };
}

/**
 * The item as every reader sees it: `seller`, `sellerVerified` and, for a listing, `authorized`
 * from the owner's verification now. An item without an account (seeded from the register) is
 * published by its patent's holder and stays as it is.
 */
export function asPublished<T extends API.IpcTransaction>(item: T): T {
  // The scan itself is read through its own call, by its owner and administrators only.
  const { proof, ...rest } = item as T & ProvedTransaction;
  void proof;
  return { ...rest, ...publishedFields(item) } as T;
}

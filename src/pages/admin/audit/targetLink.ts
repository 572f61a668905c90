import { targetPath } from '@/utils/targets';
import { tradePath } from '@/utils/tradePath';

type LinkedEntry = Pick<
  API.AuditEntry,
  | 'targetType'
  | 'targetId'
  | 'targetTitle'
  | 'targetExists'
  | 'targetOffline'
  | 'targetKind'
  | 'targetCode'
>;

/**
 * Where an entry's target is seen: a portal item on its public page, an account, a message or an
 * application in its administrators' list opened on it. None when the target is gone, or off the
 * portal (a disabled directory record has no public page).
 */
export function auditTargetLink(entry: LinkedEntry): string | undefined {
  if (!entry.targetExists || entry.targetOffline) return undefined;
  const id = entry.targetId;
  switch (entry.targetType) {
    case 'listing':
      return tradePath({ id, kind: entry.targetKind ?? 'sell' });
    case 'user':
      return `/admin/users?${new URLSearchParams({ account: id })}`;
    case 'message':
      return `/admin/messages?${new URLSearchParams({ keyword: id })}`;
    case 'verification':
      return `/admin/verifications?${new URLSearchParams({ status: 'all', keyword: id })}`;
    case 'image':
      // A picture is seen with the account that uploaded it (its avatar, its application).
      return entry.targetCode
        ? `/admin/users?${new URLSearchParams({ account: entry.targetCode })}`
        : undefined;
    case 'agency':
      // An agency's page is addressed by its credit code and its name.
      return entry.targetCode
        ? targetPath('agency', entry.targetCode, entry.targetTitle)
        : undefined;
    default:
      return targetPath(entry.targetType, id, entry.targetTitle);
  }
}

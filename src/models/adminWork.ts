import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { findVerifications } from '../services/verification';
import { countPendingTransactions, findAllMessages } from '../services/website';

/** The work waiting for administrators, by kind. */
export interface AdminWork {
  /** Listings and demands waiting for review. */
  reviews: number;
  /** Messages waiting for an answer (pending: nobody answered the last post yet). */
  messages: number;
  /** Company verifications waiting for review. */
  verifications: number;
}

async function loadAdminWork(): Promise<AdminWork> {
  const [reviews, messages, verifications] = await Promise.all([
    countPendingTransactions(),
    findAllMessages({ size: 1, queryData: { status: 'pending' } }),
    findVerifications({ size: 1, queryData: { status: 'pending' } }),
  ]);
  return {
    reviews: reviews.count,
    messages: messages.totalElements,
    verifications: verifications.totalElements,
  };
}

/**
 * What waits for administrators (`useModel('adminWork')`): the admin's 个人中心 and the badges of
 * the admin menu. Read when an administrator signs in, and again after they act (`refresh`).
 */
export default function useAdminWorkModel(): {
  work?: AdminWork;
  loading: boolean;
  error?: Error;
  refresh: () => void;
} {
  const { initialState } = useModel('@@initialState');
  const admin = initialState?.currentUser?.userType === 'admin';
  const account = initialState?.currentUser?.account;
  const { data, loading, error, refresh } = useRequest(loadAdminWork, {
    ready: admin,
    refreshDeps: [account],
    // A failure was reported by the request layer; the centre offers a retry.
    onError: () => undefined,
  });
  return { work: admin ? data : undefined, loading, error, refresh };
}

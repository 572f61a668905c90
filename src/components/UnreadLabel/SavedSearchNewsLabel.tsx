import { useModel } from '@umijs/max';
import { useEffect, type ReactNode } from 'react';
import { useSavedSearchNews } from '@/utils/savedSearchNewsStore';
import CountBadge from './CountBadge';
import styles from './index.less';

/** 我的检索 with the new hits and listings of the saved searches beside it (read when shown). */
export default function SavedSearchNewsLabel({ children }: { children: ReactNode }) {
  const account = useModel('@@initialState').initialState?.currentUser?.account;
  const { total, load } = useSavedSearchNews(account);
  useEffect(load, [load]);
  return (
    <span className={styles.label}>
      {children}
      <CountBadge count={total} title={`我的检索有 ${total} 条新增结果`} />
    </span>
  );
}

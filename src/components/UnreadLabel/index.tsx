import type { MenuDataItem } from '@ant-design/pro-components';
import { Link, useModel } from '@umijs/max';
import { lazy, Suspense, type ReactNode } from 'react';
import type { AdminWork } from '../../models/adminWork';
import styles from './index.less';

// Only the shell's side menu shows counts; antd's Badge stays out of the portal's entry chunk. A count
// of zero draws nothing, which is also what shows until the chunk arrives.
export const CountBadge = lazy(
  () => import(/* webpackChunkName: "shell-menu-count" */ './CountBadge'),
);

function Counted({
  count,
  title,
  children,
}: {
  count: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <span className={styles.label}>
      {children}
      <Suspense fallback={null}>
        <CountBadge count={count} title={title} />
      </Suspense>
    </span>
  );
}

/** The menu entry that carries the count of replies the user has not read yet. */
export const MESSAGES_PATH = '/account/messages';

/** A menu entry's label with the count of unread replies beside it. */
export default function UnreadLabel({ children }: { children: ReactNode }) {
  const { count } = useModel('unread');
  return (
    <Counted count={count} title={`${count} 条未读消息`}>
      {children}
    </Counted>
  );
}

/** The menu entry that carries what is new in the user's saved searches. */
export const SEARCHES_PATH = '/account/searches';

/** 我的检索 with what is new in the saved searches: loaded with the menu's counts, never on the portal. */
const SavedSearchNewsLabel = lazy(
  () => import(/* webpackChunkName: "shell-menu-count" */ './SavedSearchNewsLabel'),
);

/** The admin pages whose menu entry carries the count of work waiting there. */
const WORK_PATHS: Record<string, keyof AdminWork> = {
  '/admin/listings': 'reviews',
  '/admin/messages': 'messages',
  '/admin/verifications': 'verifications',
};

const WORK_NAMES: Record<keyof AdminWork, string> = {
  reviews: '条待审核信息',
  messages: '条待回复留言',
  verifications: '条待审核认证',
};

/** An admin menu entry's label with the count of work waiting on its page. */
function WorkLabel({ kind, children }: { kind: keyof AdminWork; children: ReactNode }) {
  const { work } = useModel('adminWork');
  const count = work?.[kind] ?? 0;
  return (
    <Counted count={count} title={`${count} ${WORK_NAMES[kind]}`}>
      {children}
    </Counted>
  );
}

/**
 * The shell's side-menu items: a link to the page, with the unread count on 我的留言与咨询, what
 * is new on 我的检索 and the waiting work on the administrators' pages.
 */
export function renderMenuItem(item: MenuDataItem & { isUrl?: boolean }, dom: ReactNode) {
  const work = item.path ? WORK_PATHS[item.path] : undefined;
  const label =
    item.path === MESSAGES_PATH ? (
      <UnreadLabel>{dom}</UnreadLabel>
    ) : item.path === SEARCHES_PATH ? (
      <Suspense fallback={<span className={styles.label}>{dom}</span>}>
        <SavedSearchNewsLabel>{dom}</SavedSearchNewsLabel>
      </Suspense>
    ) : work ? (
      <WorkLabel kind={work}>{dom}</WorkLabel>
    ) : (
      dom
    );
  if (item.isUrl || item.children || !item.path) return label;
  return <Link to={item.path}>{label}</Link>;
}

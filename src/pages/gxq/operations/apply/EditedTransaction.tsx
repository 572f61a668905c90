import { useSearchParams } from '@umijs/max';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import NotFoundBlock from '@/components/NotFoundBlock';
import RecordError from '@/components/RecordError';
import usePageData from '@/hooks/usePageData';
import { getMyTransaction } from '@/services/website';
import { quotedId } from '@/utils/format';

/** The id of the item being edited (`?id=` on a publish form), or '' for a new one. */
export function useEditedId(): string {
  const [params] = useSearchParams();
  return (params.get('id') ?? '').trim().slice(0, 40);
}

/** localStorage key of a form's draft: per account, and per item when one is being changed. */
export function draftKey(
  kind: API.TransactionKind,
  user: API.CurrentUser,
  editing?: API.IpcTransaction,
): string {
  return `trade.${kind}.${user.account}${editing ? `.${editing.id}` : ''}`;
}

const MY_PAGES = { sell: '/account/listings', buy: '/account/demands' };
const NOUNS = { sell: '出让信息', buy: '求购需求' };

/**
 * With `?id=`, loads the user's own item and hands it to the form; without, the form starts new.
 * Someone else's item (HTTP 403), an unknown id or an item of the other kind is said in place.
 */
export default function EditedTransaction({
  kind,
  children,
}: {
  kind: API.TransactionKind;
  children: (item?: API.IpcTransaction) => ReactNode;
}) {
  const id = useEditedId();
  const { data, error, refresh } = usePageData(() => getMyTransaction(id), {
    ready: Boolean(id),
    refreshDeps: [id],
  });
  if (!id) return children(undefined);
  const notFound = {
    title: `未找到要修改的${NOUNS[kind]}`,
    description: `编号为${quotedId(id)}的${NOUNS[kind]}不存在，或不是您发布的${NOUNS[kind]}。`,
    to: MY_PAGES[kind],
    linkText: kind === 'sell' ? '返回我的发布' : '返回我的需求',
    level: 2 as const,
  };
  if (error)
    return <RecordError error={error} title="信息加载失败" onRetry={refresh} notFound={notFound} />;
  if (!data) return <Skeleton active title paragraph={{ rows: 10 }} />;
  if (data.kind !== kind) return <NotFoundBlock {...notFound} />;
  return children(data);
}

import { history } from '@umijs/max';
import { Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import ConfirmLink from '@/components/ShellTable/ConfirmLink';
import RowAction from '@/components/ShellTable/RowAction';
import { pinNews, publishNews, unpinNews } from '@/services/news';
import { feedback } from '@/utils/feedback';
import { editPath } from './labels';

interface NewsActionsProps {
  article: API.AdminNewsSummary;
  onPreview: () => void;
  /** After any attempt: a success changed it, a refusal (a stale version) may mean it changed. */
  onDone: () => void;
}

// 下线's dialog (Modal, TextArea) loads on the first click, not with the list.
const OfflineDialog = lazy(
  () => import(/* webpackChunkName: "admin-news-offline" */ './OfflineDialog'),
);

/** 下线 with an optional reason, asked in a dialog. */
function OfflineAction({ article, onDone }: Pick<NewsActionsProps, 'article' | 'onDone'>) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted: a reason typed and cancelled is still there next time.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <RowAction
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        下线
      </RowAction>
      {opened && (
        <Suspense fallback={null}>
          <OfflineDialog
            article={article}
            open={open}
            onClose={() => setOpen(false)}
            onDone={onDone}
          />
        </Suspense>
      )}
    </>
  );
}

/** 编辑 / 预览 / 发布 / 下线 / 置顶 · 取消置顶 of one article, each as its status allows. */
export default function NewsActions({ article, onPreview, onDone }: NewsActionsProps) {
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      feedback.success(done);
    } catch {
      // Said by the request layer.
    }
    onDone();
  };
  const published = article.status === 'published';
  return (
    <Space size={0} wrap>
      <RowAction onClick={() => history.push(editPath(article.id))}>编辑</RowAction>
      <RowAction onClick={onPreview}>预览</RowAction>
      {published ? (
        <OfflineAction article={article} onDone={onDone} />
      ) : (
        <ConfirmLink
          label="发布"
          title={`发布“${article.title}”？`}
          description="发布后立即出现在首页和新闻列表中。"
          onConfirm={() => run(() => publishNews(article), '已发布')}
        />
      )}
      {article.pinned ? (
        <ConfirmLink
          label="取消置顶"
          title="取消置顶？"
          onConfirm={() => run(() => unpinNews(article), '已取消置顶')}
        />
      ) : (
        <ConfirmLink
          label="置顶"
          title="置顶这篇新闻？"
          description="置顶的新闻排在首页和新闻列表的最前面。"
          disabledReason={published ? undefined : '发布后才能置顶'}
          onConfirm={() => run(() => pinNews(article), '已置顶')}
        />
      )}
    </Space>
  );
}

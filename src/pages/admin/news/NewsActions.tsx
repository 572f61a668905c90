import { history } from '@umijs/max';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import ConfirmLink from '@/components/ShellTable/ConfirmLink';
import { NEWS_LIMITS, offlineReasonProblem } from '@/contract/newsArticle';
import { offlineNews, pinNews, publishNews, unpinNews } from '@/services/news';
import { feedback } from '@/utils/feedback';
import { editPath } from './labels';
import styles from './index.less';

interface NewsActionsProps {
  article: API.AdminNewsSummary;
  onPreview: () => void;
  /** After any attempt: a success changed it, a refusal (a stale version) may mean it changed. */
  onDone: () => void;
}

/** 下线 with an optional reason, asked in a dialog. */
function OfflineAction({ article, onDone }: Pick<NewsActionsProps, 'article' | 'onDone'>) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const problem = offlineReasonProblem(reason);
  const submit = async () => {
    if (problem) return;
    setSending(true);
    try {
      await offlineNews(article, reason.trim() || undefined);
      feedback.success('已下线，访客已看不到这篇新闻');
      setOpen(false);
      setReason('');
    } catch {
      // Said by the request layer; the dialog keeps the reason typed.
    } finally {
      setSending(false);
      onDone();
    }
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        下线
      </Button>
      <Modal
        open={open}
        title={`下线“${article.title}”`}
        okText="下线"
        okButtonProps={{ danger: true, disabled: Boolean(problem), loading: sending }}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnClose
      >
        <p>下线后访客打开这篇新闻会看到“未找到该新闻”，它也会从新闻列表和首页消失。</p>
        <label className={styles.reasonLabel} htmlFor="news-offline-reason">
          下线原因（选填）
        </label>
        <Input.TextArea
          id="news-offline-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={NEWS_LIMITS.offlineReasonMax}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          status={problem ? 'error' : undefined}
        />
        {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      </Modal>
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
      <Button type="link" size="small" onClick={() => history.push(editPath(article.id))}>
        编辑
      </Button>
      <Button type="link" size="small" onClick={onPreview}>
        预览
      </Button>
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

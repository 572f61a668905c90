import { Input, Modal } from 'antd';
import { useState } from 'react';
import { NEWS_LIMITS, offlineReasonProblem } from '@/contract/newsArticle';
import { offlineNews } from '@/services/news';
import { feedback } from '@/utils/feedback';
import styles from './index.less';
import useSubmit from '@/hooks/useSubmit';

interface OfflineDialogProps {
  article: API.AdminNewsSummary;
  open: boolean;
  onClose: () => void;
  /** After any attempt: a success changed it, a refusal (a stale version) may mean it changed. */
  onDone: () => void;
}

/** 下线's dialog, with an optional reason; a refusal keeps it open with the reason typed. */
export default function OfflineDialog({ article, open, onClose, onDone }: OfflineDialogProps) {
  const [reason, setReason] = useState('');
  const problem = offlineReasonProblem(reason);
  // A refusal (said by the request layer) keeps the dialog open with the reason typed.
  const { sending, submit: send } = useSubmit(async () => {
    await offlineNews(article, reason.trim() || undefined);
    feedback.success('已下线，访客已看不到这篇新闻');
    onClose();
    setReason('');
  });
  const submit = async () => {
    if (problem) return;
    await send();
    onDone();
  };
  return (
    <Modal
      open={open}
      title={`下线“${article.title}”`}
      okText="下线"
      okButtonProps={{ danger: true, disabled: Boolean(problem), loading: sending }}
      onOk={submit}
      onCancel={onClose}
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
      {problem && <span className={styles.problem}>{problem}</span>}
    </Modal>
  );
}

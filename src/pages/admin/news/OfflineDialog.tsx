import { ModalForm, ProForm } from '@ant-design/pro-components';
import { Input } from 'antd';
import { NEWS_LIMITS, offlineReasonProblem } from '@/contract/newsArticle';
import { offlineNews } from '@/services/news';
import { feedback } from '@/utils/feedback';
import { checkRule } from '@/utils/formRules';

interface OfflineDialogProps {
  article: API.AdminNewsSummary;
  open: boolean;
  onClose: () => void;
  /** After any attempt: a success changed it, a refusal (a stale version) may mean it changed. */
  onDone: () => void;
}

/** 下线's dialog, with an optional reason; a refusal keeps it open with the reason typed. */
export default function OfflineDialog({ article, open, onClose, onDone }: OfflineDialogProps) {
  return (
    <ModalForm<{ reason?: string }>
      open={open}
      title={`下线“${article.title}”`}
      layout="vertical"
      modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      submitter={{
        searchConfig: { submitText: '下线', resetText: '取消' },
        submitButtonProps: { danger: true },
      }}
      onFinish={async ({ reason }) => {
        // A refusal (said by the request layer) keeps the dialog open with the reason typed.
        try {
          await offlineNews(article, reason?.trim() || undefined);
          feedback.success('已下线，访客已看不到这篇新闻');
          onClose();
        } catch {
          // Said already; the reason stays in the box.
        }
        onDone();
        return false;
      }}
    >
      <p>下线后访客打开这篇新闻会看到“未找到该新闻”，它也会从新闻列表和首页消失。</p>
      <ProForm.Item
        name="reason"
        label="下线原因（选填）"
        rules={[checkRule(offlineReasonProblem)]}
      >
        <Input.TextArea
          maxLength={NEWS_LIMITS.offlineReasonMax}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </ProForm.Item>
    </ModalForm>
  );
}

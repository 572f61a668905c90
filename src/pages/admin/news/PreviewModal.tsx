import { Modal, Skeleton } from 'antd';
import NewsArticleView, { type ArticleShown } from '@/components/NewsArticleView';
import LoadError from '@/components/LoadError';
import usePageData from '@/hooks/usePageData';
import { getAdminNews } from '@/services/news';
import { chinaToday } from './chinaToday';
import styles from './index.less';

interface PreviewProps {
  open: boolean;
  onClose: () => void;
}

/** The article exactly as visitors will read it (the public page's own view), in a dialog. */
export function ArticlePreview({
  article,
  open,
  onClose,
}: PreviewProps & { article?: ArticleShown }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title="预览：访客看到的新闻页"
      width={1000}
      className={styles.preview}
      destroyOnHidden
    >
      {article ? (
        <NewsArticleView article={article} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}

/** An article of the list, read with its body, as visitors will read it. */
export function StoredArticlePreview({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error, refresh } = usePageData(() => getAdminNews(id), { refreshDeps: [id] });
  if (error)
    return (
      <Modal open onCancel={onClose} footer={null} title="预览">
        <LoadError title="新闻加载失败" error={error} onRetry={refresh} />
      </Modal>
    );
  return (
    <ArticlePreview
      open
      onClose={onClose}
      article={
        data && {
          ...data,
          // A draft shows the day it would be published: today.
          publishDate: data.publishDate ?? chinaToday(),
        }
      }
    />
  );
}

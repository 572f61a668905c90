import { ClockCircleOutlined, CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Button, Empty } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import InlineLoadError from '@/components/InlineLoadError';
import { resultUrl } from '@/hooks/useSearchSubmit';
import useSearchHistory, { type HistoryItem } from './useSearchHistory';
import styles from './SearchHistoryPanel.less';

const TITLE_ID = 'patent-search-history-title';

/**
 * 检索历史 beside the search forms: each past query opens its results again, × removes it, and
 * 清空历史 asks once more in place (Escape or 取消 keeps the list). Signed-in users see the
 * account's history, visitors this browser's.
 */
export default function SearchHistoryPanel() {
  const { signedIn, items, loading, error, retry, remove, clear } = useSearchHistory();
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // The question takes the focus when it opens, so Enter confirms and Escape cancels at once.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    // Back to the button that asked, once it is drawn again.
    requestAnimationFrame(() => askRef.current?.focus());
  };

  const confirmClear = async () => {
    setClearing(true);
    const done = await clear();
    setClearing(false);
    setConfirming(false);
    // The button that asked is gone with the list: the focus goes to the panel's title.
    if (done) requestAnimationFrame(() => titleRef.current?.focus());
  };

  // After a removal the focus moves to the entry that takes its place (or to the title when none
  // is left), once the list is drawn without the removed one.
  const [removed, setRemoved] = useState<{ key: string; index: number } | null>(null);
  useEffect(() => {
    if (!removed || items.some((item) => item.key === removed.key)) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const next = buttons?.[Math.min(removed.index, buttons.length - 1)];
    (next ?? titleRef.current)?.focus();
    setRemoved(null);
  }, [items, removed]);

  const removeOne = async (item: HistoryItem, index: number) => {
    if (await remove(item)) setRemoved({ key: item.key, index });
  };

  const onConfirmKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
    }
  };

  let body;
  if (loading) {
    body = (
      <ul className={styles.loading} aria-busy="true" aria-label="正在加载检索历史">
        {[0, 1, 2].map((row) => (
          <li key={row} />
        ))}
      </ul>
    );
  } else if (error) {
    body = <InlineLoadError what="检索历史" error={error} onRetry={retry} />;
  } else if (items.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          signedIn
            ? '暂无检索历史，检索后会保存在您的账号中'
            : '暂无检索历史，检索后会保存在本浏览器中，登录后并入账号'
        }
      />
    );
  } else {
    body = (
      <ol className={styles.list} ref={listRef}>
        {items.map((item, index) => (
          <li key={item.key}>
            <Link to={resultUrl(item.query)} title={item.query} className={styles.query}>
              {item.query}
            </Link>
            <button
              type="button"
              className={styles.remove}
              aria-label={`从检索历史中删除“${item.query}”`}
              title="删除"
              onClick={() => removeOne(item, index)}
            >
              <CloseOutlined aria-hidden />
            </button>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <aside className={styles.side} aria-labelledby={TITLE_ID}>
      <div className={styles.head}>
        <h2 id={TITLE_ID} className={styles.title} ref={titleRef} tabIndex={-1}>
          <ClockCircleOutlined aria-hidden /> 检索历史
        </h2>
        {items.length > 0 && !confirming && (
          <Button
            ref={askRef}
            type="link"
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            清空历史
          </Button>
        )}
      </div>
      {confirming && (
        <div
          className={styles.confirm}
          role="group"
          aria-labelledby="patent-search-history-confirm"
          onKeyDown={onConfirmKey}
        >
          <span id="patent-search-history-confirm">
            清空全部 {items.length} 条检索历史？{signedIn ? '账号中的记录也将删除。' : ''}
          </span>
          <span className={styles.confirmActions}>
            <Button
              ref={confirmRef}
              size="small"
              type="primary"
              danger
              loading={clearing}
              onClick={confirmClear}
            >
              清空
            </Button>
            <Button size="small" onClick={cancel}>
              取消
            </Button>
          </span>
        </div>
      )}
      {body}
      {signedIn && items.length > 0 && <p className={styles.note}>检索历史随账号保存</p>}
    </aside>
  );
}

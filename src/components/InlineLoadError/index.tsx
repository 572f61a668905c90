import { Button } from 'antd';
import { errorMessageOf } from '../../utils/requestErrors';
import styles from './index.less';

/**
 * A part of a page that failed to load while the rest stands: one line with what failed, the
 * reason and a retry (LoadError is the block for a whole page or list).
 */
export default function InlineLoadError({
  what,
  error,
  onRetry,
}: {
  /** What failed, e.g. 匹配结果. */
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className={styles.error} role="alert">
      <span>
        {what}加载失败：{errorMessageOf(error)}
      </span>
      <Button size="small" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}

// A save refused because someone saved the record first (HTTP 409 on a version): what was typed
// stays in the form, and the user chooses to load the newer content or save theirs over it.
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import styles from './index.less';

export interface EditConflictAlertProps {
  /** What happened, e.g. 保存失败：这条记录刚被其他管理员修改过. */
  title: string;
  /** What the newer content is, and that the typed content is kept. */
  description: ReactNode;
  /** Replace the form's content with the newer one. */
  onLoadLatest: () => void;
  /** Save what is typed on top of the newer version. */
  onKeepMine: () => void;
  keepLabel: string;
  className?: string;
}

export default function EditConflictAlert({
  title,
  description,
  onLoadLatest,
  onKeepMine,
  keepLabel,
  className,
}: EditConflictAlertProps) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className={className}
      title={title}
      description={
        <>
          {description}
          {/* Below the words, not beside them: a phone keeps the text its full width. */}
          <div className={styles.actions}>
            <Button size="small" onClick={onLoadLatest}>
              载入最新内容
            </Button>
            <Button size="small" type="primary" onClick={onKeepMine}>
              {keepLabel}
            </Button>
          </div>
        </>
      }
    />
  );
}

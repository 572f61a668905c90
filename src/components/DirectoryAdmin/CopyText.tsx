import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import RowAction from '../ShellTable/RowAction';
import styles from './index.less';

/**
 * A code with a button that copies it (what antd's copyable Typography did, without its ~8 KB).
 * The button's hint is the browser's own (`title`), not a Tooltip in every row; a copy is said in a
 * live region, and shown by the tick.
 */
export default function CopyText({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  // The tick goes back to the copy icon after 3 s; a row that leaves the table takes its timer along.
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span className={styles.copyText}>
      {text}
      <RowAction
        className={styles.copyButton}
        icon={copied ? <CheckOutlined /> : <CopyOutlined />}
        title={copied ? '复制成功' : '复制'}
        aria-label={`复制${label}`}
        onClick={() =>
          navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            // A browser that refuses the clipboard leaves the code to be selected by hand.
            () => undefined,
          )
        }
      />
      <span className={styles.srOnly} role="status">
        {copied ? `已复制${label}` : ''}
      </span>
    </span>
  );
}

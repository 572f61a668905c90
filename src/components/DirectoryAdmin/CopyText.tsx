import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import styles from './index.less';

/** A code with a button that copies it (what antd's copyable Typography did, without its ~8 KB). */
export default function CopyText({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className={styles.copyText}>
      {text}
      <Tooltip title={copied ? '复制成功' : '复制'}>
        <Button
          type="link"
          size="small"
          className={styles.copyButton}
          icon={copied ? <CheckOutlined /> : <CopyOutlined />}
          aria-label={`复制${label}`}
          onClick={() =>
            navigator.clipboard?.writeText(text).then(
              () => {
                setCopied(true);
                setTimeout(() => setCopied(false), 3000);
              },
              // A browser that refuses the clipboard leaves the code to be selected by hand.
              () => undefined,
            )
          }
        />
      </Tooltip>
    </span>
  );
}

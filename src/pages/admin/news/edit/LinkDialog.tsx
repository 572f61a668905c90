import { Input, Modal } from 'antd';
import { useState } from 'react';
import styles from './editor.less';

/** Links an article may carry: to the web or a mailbox (the backend keeps no other). */
const LINK_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

export interface LinkDialogProps {
  open: boolean;
  /** The link the selection is in, to change or remove; '' for a new one. Read when mounted. */
  href: string;
  /** A web or mail address, or '' to remove the link. */
  onApply: (href: string) => void;
  onCancel: () => void;
}

/**
 * 插入链接: the address of the selected words, checked as it is typed. Loaded with the first link
 * (antd's Modal and Input are ~20 KB gzipped the edit page need not carry until then).
 */
export default function LinkDialog({ open, href, onApply, onCancel }: LinkDialogProps) {
  const [text, setText] = useState(href);
  const problem =
    text.trim() && !LINK_PATTERN.test(text.trim())
      ? '请输入以 http://、https:// 或 mailto: 开头的链接'
      : null;
  const apply = () => {
    if (!problem) onApply(text.trim());
  };
  return (
    <Modal
      open={open}
      title="插入链接"
      okText="确定"
      okButtonProps={{ disabled: Boolean(problem) }}
      onOk={apply}
      onCancel={onCancel}
      destroyOnHidden
    >
      <label htmlFor="news-link-href" className={styles.linkLabel}>
        链接地址（留空则取消链接）
      </label>
      <Input
        id="news-link-href"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={(event) => {
          // Without this, the key goes on to the editor the link moves the focus to, and types a
          // new line over the linked words.
          event.preventDefault();
          apply();
        }}
        placeholder="https://"
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'news-link-problem' : undefined}
        autoFocus
      />
      {problem && (
        <div id="news-link-problem" className={styles.linkProblem} role="alert">
          {problem}
        </div>
      )}
    </Modal>
  );
}

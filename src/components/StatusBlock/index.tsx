import {
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  InfoCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './index.less';

const ICONS = {
  error: <CloseCircleOutlined />,
  warning: <WarningOutlined />,
  info: <InfoCircleOutlined />,
  problem: <ExclamationCircleOutlined />,
};

interface StatusBlockProps {
  status: keyof typeof ICONS;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** h1 when the block is the whole page (a record that does not exist), else h2 under the page's. */
  heading?: 'h1' | 'h2';
}

/**
 * What happened and what to do next, in the look of antd's Result without its artwork: light
 * enough for the entry chunk and for public pages with a weight budget.
 */
export default function StatusBlock({
  status,
  title,
  description,
  actions,
  heading: Heading = 'h2',
}: StatusBlockProps) {
  return (
    <div
      className={styles.block}
      role={status === 'error' || status === 'problem' ? 'alert' : 'status'}
    >
      <div className={styles[status]}>{ICONS[status]}</div>
      <Heading className={styles.title}>{title}</Heading>
      {description && <div className={styles.description}>{description}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

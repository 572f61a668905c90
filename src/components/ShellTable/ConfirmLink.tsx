import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

interface ConfirmLinkProps {
  /** The row action's words, also the confirm button's unless `okText` says otherwise. */
  label: string;
  title: ReactNode;
  description?: ReactNode;
  okText?: string;
  cancelText?: string;
  loading?: boolean;
  /** Why the action is not open to this user: the link is disabled and says so on hover. */
  disabledReason?: string;
  onConfirm: () => void;
}

/** A row action of a shell table that asks first: a small link button with its confirmation. */
export default function ConfirmLink({
  label,
  title,
  description,
  okText = label,
  cancelText = '取消',
  loading,
  disabledReason,
  onConfirm,
}: ConfirmLinkProps) {
  if (disabledReason)
    return (
      <Button type="link" size="small" disabled title={disabledReason}>
        {label}
      </Button>
    );
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
      cancelText={cancelText}
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" loading={loading}>
        {label}
      </Button>
    </Popconfirm>
  );
}

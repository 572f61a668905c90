import { Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import RowAction from './RowAction';

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
      <RowAction disabled title={disabledReason}>
        {label}
      </RowAction>
    );
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
      cancelText={cancelText}
      onConfirm={onConfirm}
    >
      <RowAction loading={loading}>{label}</RowAction>
    </Popconfirm>
  );
}
